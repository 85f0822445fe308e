CREATE TABLE "ordens_pagamento_contagem" (
	"status" varchar(10) NOT NULL,
	"campo_formador" varchar(30) NOT NULL,
	"fornecedor" integer NOT NULL,
	"cartao" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "ordens_pagamento_contagem_pk" PRIMARY KEY("status","campo_formador","fornecedor","cartao")
);
--> statement-breakpoint
CREATE TABLE "ordens_pagamento_grupos" (
	"status" varchar(10) NOT NULL,
	"campo_formador" varchar(30) NOT NULL,
	"fornecedor" integer NOT NULL,
	"cartao" integer NOT NULL,
	"emissao" integer NOT NULL,
	"n" integer NOT NULL,
	"localizador" varchar(20),
	CONSTRAINT "ordens_pagamento_grupos_pk" PRIMARY KEY("status","campo_formador","fornecedor","cartao","emissao")
);
--> statement-breakpoint
CREATE INDEX "ordens_pagamento_grupos_localizador_idx" ON "ordens_pagamento_grupos" USING btree ("status","localizador" varchar_pattern_ops,"emissao") WHERE "ordens_pagamento_grupos"."localizador" is not null;--> statement-breakpoint
CREATE INDEX "ordens_pagamento_valor_idx" ON "ordens_pagamento" USING btree ("status","valor","emissao");--> statement-breakpoint
CREATE FUNCTION "ordens_pagamento_grupos_ajustar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- each statement's difference per status and issuance: unfiltered ('', 0, 0), and per field, supplier and card,
  -- written in key order so that concurrent statements take their locks in one order
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ordens_pagamento_grupos" ("status", "campo_formador", "fornecedor", "cartao", "emissao", "n", "localizador")
      SELECT o."status", k."campo_formador", k."fornecedor", k."cartao", o."emissao", count(*),
             CASE WHEN k."campo_formador" = '' AND k."fornecedor" = 0 AND k."cartao" = 0 THEN e."localizador" END
      FROM novas AS o
      LEFT JOIN "emissoes" AS e ON e."id" = o."emissao"
      CROSS JOIN LATERAL (VALUES ('', 0, 0), (o."campo_formador", 0, 0), ('', o."fornecedor", 0), ('', 0, o."cartao"))
        AS k("campo_formador", "fornecedor", "cartao")
      WHERE k."fornecedor" IS NOT NULL AND k."cartao" IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 7
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT ("status", "campo_formador", "fornecedor", "cartao", "emissao")
        DO UPDATE SET "n" = "ordens_pagamento_grupos"."n" + excluded."n";
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "ordens_pagamento_grupos" ("status", "campo_formador", "fornecedor", "cartao", "emissao", "n", "localizador")
      SELECT o."status", k."campo_formador", k."fornecedor", k."cartao", o."emissao", -count(*), NULL
      FROM antigas AS o
      CROSS JOIN LATERAL (VALUES ('', 0, 0), (o."campo_formador", 0, 0), ('', o."fornecedor", 0), ('', 0, o."cartao"))
        AS k("campo_formador", "fornecedor", "cartao")
      WHERE k."fornecedor" IS NOT NULL AND k."cartao" IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT ("status", "campo_formador", "fornecedor", "cartao", "emissao")
        DO UPDATE SET "n" = "ordens_pagamento_grupos"."n" + excluded."n";
  ELSE
    INSERT INTO "ordens_pagamento_grupos" ("status", "campo_formador", "fornecedor", "cartao", "emissao", "n", "localizador")
      SELECT o."status", k."campo_formador", k."fornecedor", k."cartao", o."emissao", sum(o."d"),
             CASE WHEN k."campo_formador" = '' AND k."fornecedor" = 0 AND k."cartao" = 0 THEN e."localizador" END
      FROM (
        SELECT "status", "campo_formador", "fornecedor", "cartao", "emissao", -1 AS "d" FROM antigas
        UNION ALL
        SELECT "status", "campo_formador", "fornecedor", "cartao", "emissao", 1 FROM novas
      ) AS o
      LEFT JOIN "emissoes" AS e ON e."id" = o."emissao"
      CROSS JOIN LATERAL (VALUES ('', 0, 0), (o."campo_formador", 0, 0), ('', o."fornecedor", 0), ('', 0, o."cartao"))
        AS k("campo_formador", "fornecedor", "cartao")
      WHERE k."fornecedor" IS NOT NULL AND k."cartao" IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 7 HAVING sum(o."d") <> 0
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT ("status", "campo_formador", "fornecedor", "cartao", "emissao")
        DO UPDATE SET "n" = "ordens_pagamento_grupos"."n" + excluded."n";
  END IF;
  -- an issuance leaves a list when its last order there went away
  DELETE FROM "ordens_pagamento_grupos" AS g
    USING (
      SELECT DISTINCT o."status", k."campo_formador", k."fornecedor", k."cartao", o."emissao"
      FROM antigas AS o
      CROSS JOIN LATERAL (VALUES ('', 0, 0), (o."campo_formador", 0, 0), ('', o."fornecedor", 0), ('', 0, o."cartao"))
        AS k("campo_formador", "fornecedor", "cartao")
      WHERE k."fornecedor" IS NOT NULL AND k."cartao" IS NOT NULL
    ) AS a
    WHERE g."n" = 0 AND g."status" = a."status" AND g."campo_formador" = a."campo_formador"
      AND g."fornecedor" = a."fornecedor" AND g."cartao" = a."cartao" AND g."emissao" = a."emissao";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "ordens_pagamento_contagem_ajustar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ordens_pagamento_contagem" ("status", "campo_formador", "fornecedor", "cartao", "n")
      SELECT "status", "campo_formador", "fornecedor", "cartao", count(*) FROM novas GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT ("status", "campo_formador", "fornecedor", "cartao")
        DO UPDATE SET "n" = "ordens_pagamento_contagem"."n" + excluded."n";
  ELSE
    INSERT INTO "ordens_pagamento_contagem" ("status", "campo_formador", "fornecedor", "cartao", "n")
      SELECT "status", "campo_formador", "fornecedor", "cartao", -count(*) FROM antigas GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT ("status", "campo_formador", "fornecedor", "cartao")
        DO UPDATE SET "n" = "ordens_pagamento_contagem"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "ordens_pagamento_grupos" ("status", "campo_formador", "fornecedor", "cartao", "emissao", "n", "localizador")
  SELECT o."status", k."campo_formador", k."fornecedor", k."cartao", o."emissao", count(*),
         CASE WHEN k."campo_formador" = '' AND k."fornecedor" = 0 AND k."cartao" = 0 THEN e."localizador" END
  FROM "ordens_pagamento" AS o
  JOIN "emissoes" AS e ON e."id" = o."emissao"
  CROSS JOIN LATERAL (VALUES ('', 0, 0), (o."campo_formador", 0, 0), ('', o."fornecedor", 0), ('', 0, o."cartao"))
    AS k("campo_formador", "fornecedor", "cartao")
  WHERE k."fornecedor" IS NOT NULL AND k."cartao" IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 7;--> statement-breakpoint
INSERT INTO "ordens_pagamento_contagem" ("status", "campo_formador", "fornecedor", "cartao", "n")
  SELECT "status", "campo_formador", "fornecedor", "cartao", count(*) FROM "ordens_pagamento_grupos" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE TRIGGER "ordens_pagamento_grupos_insert" AFTER INSERT ON "ordens_pagamento" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "ordens_pagamento_grupos_ajustar"();--> statement-breakpoint
CREATE TRIGGER "ordens_pagamento_grupos_update" AFTER UPDATE ON "ordens_pagamento" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "ordens_pagamento_grupos_ajustar"();--> statement-breakpoint
CREATE TRIGGER "ordens_pagamento_grupos_delete" AFTER DELETE ON "ordens_pagamento" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "ordens_pagamento_grupos_ajustar"();--> statement-breakpoint
CREATE TRIGGER "ordens_pagamento_contagem_insert" AFTER INSERT ON "ordens_pagamento_grupos" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "ordens_pagamento_contagem_ajustar"();--> statement-breakpoint
CREATE TRIGGER "ordens_pagamento_contagem_delete" AFTER DELETE ON "ordens_pagamento_grupos" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "ordens_pagamento_contagem_ajustar"();
--> statement-breakpoint
CREATE FUNCTION "emissoes_localizador_para_ordens"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- the locator copied onto the issuance's unfiltered rows of both lists
  UPDATE "ordens_pagamento_grupos" AS g SET "localizador" = novas."localizador"
    FROM novas JOIN antigas ON antigas."id" = novas."id"
    WHERE antigas."localizador" IS DISTINCT FROM novas."localizador"
      AND g."status" IN ('aberto', 'pago') AND g."campo_formador" = '' AND g."fornecedor" = 0 AND g."cartao" = 0
      AND g."emissao" = novas."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "emissoes_localizador_para_ordens" AFTER UPDATE ON "emissoes" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "emissoes_localizador_para_ordens"();
