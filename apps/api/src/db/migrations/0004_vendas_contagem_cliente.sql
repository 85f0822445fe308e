CREATE TABLE "vendas_contagem_cliente" (
	"cliente" integer NOT NULL,
	"cliente_empresa" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"consultor" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "vendas_contagem_cliente_pk" PRIMARY KEY("cliente","cliente_empresa","status","consultor")
);
--> statement-breakpoint
CREATE INDEX "vendas_contagem_cliente_empresa_idx" ON "vendas_contagem_cliente" USING btree ("cliente_empresa","status","consultor");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vendas_contagem_ajustar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "vendas_contagem" ("status", "consultor", "n")
      SELECT "status", coalesce("consultor", 0), count(*) FROM novas GROUP BY 1, 2
      ON CONFLICT ("status", "consultor") DO UPDATE SET "n" = "vendas_contagem"."n" + excluded."n";
    INSERT INTO "vendas_contagem_cliente" ("cliente", "cliente_empresa", "status", "consultor", "n")
      SELECT coalesce("cliente", 0), coalesce("cliente_empresa", 0), "status", coalesce("consultor", 0), count(*)
      FROM novas GROUP BY 1, 2, 3, 4
      ON CONFLICT ("cliente", "cliente_empresa", "status", "consultor")
      DO UPDATE SET "n" = "vendas_contagem_cliente"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "vendas_contagem" ("status", "consultor", "n")
      SELECT "status", coalesce("consultor", 0), -count(*) FROM antigas GROUP BY 1, 2
      ON CONFLICT ("status", "consultor") DO UPDATE SET "n" = "vendas_contagem"."n" + excluded."n";
    INSERT INTO "vendas_contagem_cliente" ("cliente", "cliente_empresa", "status", "consultor", "n")
      SELECT coalesce("cliente", 0), coalesce("cliente_empresa", 0), "status", coalesce("consultor", 0), -count(*)
      FROM antigas GROUP BY 1, 2, 3, 4
      ON CONFLICT ("cliente", "cliente_empresa", "status", "consultor")
      DO UPDATE SET "n" = "vendas_contagem_cliente"."n" + excluded."n";
  ELSE
    INSERT INTO "vendas_contagem" ("status", "consultor", "n")
      SELECT "status", "consultor", sum("d") FROM (
        SELECT "status", coalesce("consultor", 0) AS "consultor", -1 AS "d" FROM antigas
        UNION ALL
        SELECT "status", coalesce("consultor", 0), 1 FROM novas
      ) AS "delta" GROUP BY 1, 2 HAVING sum("d") <> 0
      ON CONFLICT ("status", "consultor") DO UPDATE SET "n" = "vendas_contagem"."n" + excluded."n";
    INSERT INTO "vendas_contagem_cliente" ("cliente", "cliente_empresa", "status", "consultor", "n")
      SELECT "cliente", "cliente_empresa", "status", "consultor", sum("d") FROM (
        SELECT coalesce("cliente", 0) AS "cliente", coalesce("cliente_empresa", 0) AS "cliente_empresa",
               "status", coalesce("consultor", 0) AS "consultor", -1 AS "d" FROM antigas
        UNION ALL
        SELECT coalesce("cliente", 0), coalesce("cliente_empresa", 0), "status", coalesce("consultor", 0), 1
        FROM novas
      ) AS "delta" GROUP BY 1, 2, 3, 4 HAVING sum("d") <> 0
      ON CONFLICT ("cliente", "cliente_empresa", "status", "consultor")
      DO UPDATE SET "n" = "vendas_contagem_cliente"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "vendas_contagem_cliente" ("cliente", "cliente_empresa", "status", "consultor", "n")
  SELECT coalesce("cliente", 0), coalesce("cliente_empresa", 0), "status", coalesce("consultor", 0), count(*)
  FROM "vendas" GROUP BY 1, 2, 3, 4;
