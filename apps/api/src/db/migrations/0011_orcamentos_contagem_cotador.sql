CREATE TABLE "orcamentos_contagem_cotador" (
	"cotado_por" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"tipo_servico" varchar(20) NOT NULL,
	"quantidade" integer NOT NULL,
	"consultor" integer NOT NULL,
	"venda_status" varchar(16) NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "orcamentos_contagem_cotador_pk" PRIMARY KEY("cotado_por","status","tipo_servico","quantidade","consultor","venda_status")
);
--> statement-breakpoint
ALTER TABLE "orcamentos" ADD COLUMN "cotadores" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orcamentos_contagem_ajustar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- each statement's difference per key: of all requests, and of each quoter's
  IF TG_OP = 'INSERT' THEN
    WITH "delta" AS (SELECT "status", "tipo_servico", least("quantidade_cotacoes", 20) AS "quantidade", coalesce("venda_consultor", 0) AS "consultor", coalesce("venda_status", '') AS "venda_status", 1 AS "d", "cotadores" FROM novas)
    , "totais" AS (
      INSERT INTO "orcamentos_contagem" ("status", "tipo_servico", "quantidade", "consultor", "venda_status", "n")
        SELECT "status", "tipo_servico", "quantidade", "consultor", "venda_status", sum("d") FROM "delta" GROUP BY 1, 2, 3, 4, 5 HAVING sum("d") <> 0
        ON CONFLICT ("status", "tipo_servico", "quantidade", "consultor", "venda_status") DO UPDATE SET "n" = "orcamentos_contagem"."n" + excluded."n"
    )
    INSERT INTO "orcamentos_contagem_cotador" ("cotado_por", "status", "tipo_servico", "quantidade", "consultor", "venda_status", "n")
      SELECT "cotado_por", "status", "tipo_servico", "quantidade", "consultor", "venda_status", sum("d") FROM "delta", unnest("cotadores") AS "cotado_por"
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum("d") <> 0
      ON CONFLICT ("cotado_por", "status", "tipo_servico", "quantidade", "consultor", "venda_status") DO UPDATE SET "n" = "orcamentos_contagem_cotador"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    WITH "delta" AS (SELECT "status", "tipo_servico", least("quantidade_cotacoes", 20) AS "quantidade", coalesce("venda_consultor", 0) AS "consultor", coalesce("venda_status", '') AS "venda_status", -1 AS "d", "cotadores" FROM antigas)
    , "totais" AS (
      INSERT INTO "orcamentos_contagem" ("status", "tipo_servico", "quantidade", "consultor", "venda_status", "n")
        SELECT "status", "tipo_servico", "quantidade", "consultor", "venda_status", sum("d") FROM "delta" GROUP BY 1, 2, 3, 4, 5 HAVING sum("d") <> 0
        ON CONFLICT ("status", "tipo_servico", "quantidade", "consultor", "venda_status") DO UPDATE SET "n" = "orcamentos_contagem"."n" + excluded."n"
    )
    INSERT INTO "orcamentos_contagem_cotador" ("cotado_por", "status", "tipo_servico", "quantidade", "consultor", "venda_status", "n")
      SELECT "cotado_por", "status", "tipo_servico", "quantidade", "consultor", "venda_status", sum("d") FROM "delta", unnest("cotadores") AS "cotado_por"
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum("d") <> 0
      ON CONFLICT ("cotado_por", "status", "tipo_servico", "quantidade", "consultor", "venda_status") DO UPDATE SET "n" = "orcamentos_contagem_cotador"."n" + excluded."n";
  ELSE
    WITH "delta" AS (SELECT "status", "tipo_servico", least("quantidade_cotacoes", 20) AS "quantidade", coalesce("venda_consultor", 0) AS "consultor", coalesce("venda_status", '') AS "venda_status", -1 AS "d", "cotadores" FROM antigas UNION ALL SELECT "status", "tipo_servico", least("quantidade_cotacoes", 20) AS "quantidade", coalesce("venda_consultor", 0) AS "consultor", coalesce("venda_status", '') AS "venda_status", 1 AS "d", "cotadores" FROM novas)
    , "totais" AS (
      INSERT INTO "orcamentos_contagem" ("status", "tipo_servico", "quantidade", "consultor", "venda_status", "n")
        SELECT "status", "tipo_servico", "quantidade", "consultor", "venda_status", sum("d") FROM "delta" GROUP BY 1, 2, 3, 4, 5 HAVING sum("d") <> 0
        ON CONFLICT ("status", "tipo_servico", "quantidade", "consultor", "venda_status") DO UPDATE SET "n" = "orcamentos_contagem"."n" + excluded."n"
    )
    INSERT INTO "orcamentos_contagem_cotador" ("cotado_por", "status", "tipo_servico", "quantidade", "consultor", "venda_status", "n")
      SELECT "cotado_por", "status", "tipo_servico", "quantidade", "consultor", "venda_status", sum("d") FROM "delta", unnest("cotadores") AS "cotado_por"
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum("d") <> 0
      ON CONFLICT ("cotado_por", "status", "tipo_servico", "quantidade", "consultor", "venda_status") DO UPDATE SET "n" = "orcamentos_contagem_cotador"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "cotacoes_cotadores_atualizar"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tocados integer[];
BEGIN
  -- the requests whose quotes changed get their quoters again (an update of their row, counted above)
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "orcamento") INTO tocados FROM novas;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "orcamento") INTO tocados FROM antigas;
  ELSE
    SELECT array_agg(DISTINCT x."orcamento") INTO tocados FROM (
      SELECT novas."orcamento" FROM novas JOIN antigas ON antigas."id" = novas."id"
        WHERE novas."cotado_por" IS DISTINCT FROM antigas."cotado_por"
           OR novas."archived_at" IS DISTINCT FROM antigas."archived_at"
           OR novas."orcamento" <> antigas."orcamento"
      UNION ALL
      SELECT antigas."orcamento" FROM novas JOIN antigas ON antigas."id" = novas."id"
        WHERE novas."orcamento" <> antigas."orcamento"
    ) AS x;
  END IF;
  IF tocados IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE "orcamentos" AS o SET "cotadores" = q."cotadores"
    FROM (
      SELECT t."orcamento", coalesce(array_agg(DISTINCT c."cotado_por" ORDER BY c."cotado_por")
               FILTER (WHERE c."cotado_por" IS NOT NULL), '{}') AS "cotadores"
      FROM unnest(tocados) AS t("orcamento")
      LEFT JOIN "cotacoes" AS c ON c."orcamento" = t."orcamento" AND c."archived_at" IS NULL
      GROUP BY t."orcamento"
    ) AS q
    WHERE o."id" = q."orcamento" AND o."cotadores" IS DISTINCT FROM q."cotadores";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cotacoes_cotadores_insert" AFTER INSERT ON "cotacoes" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "cotacoes_cotadores_atualizar"();--> statement-breakpoint
CREATE TRIGGER "cotacoes_cotadores_update" AFTER UPDATE ON "cotacoes" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "cotacoes_cotadores_atualizar"();--> statement-breakpoint
CREATE TRIGGER "cotacoes_cotadores_delete" AFTER DELETE ON "cotacoes" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "cotacoes_cotadores_atualizar"();--> statement-breakpoint
UPDATE "orcamentos" AS o SET "cotadores" = q."cotadores"
  FROM (
    SELECT "orcamento", array_agg(DISTINCT "cotado_por" ORDER BY "cotado_por") AS "cotadores"
    FROM "cotacoes" WHERE "archived_at" IS NULL AND "cotado_por" IS NOT NULL GROUP BY 1
  ) AS q
  WHERE o."id" = q."orcamento";--> statement-breakpoint
DELETE FROM "orcamentos_contagem";--> statement-breakpoint
DELETE FROM "orcamentos_contagem_cotador";--> statement-breakpoint
INSERT INTO "orcamentos_contagem" ("status", "tipo_servico", "quantidade", "consultor", "venda_status", "n")
  SELECT "status", "tipo_servico", least("quantidade_cotacoes", 20) AS "quantidade", coalesce("venda_consultor", 0) AS "consultor", coalesce("venda_status", '') AS "venda_status", count(*) FROM "orcamentos" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "orcamentos_contagem_cotador" ("cotado_por", "status", "tipo_servico", "quantidade", "consultor", "venda_status", "n")
  SELECT "cotado_por", "status", "tipo_servico", least("quantidade_cotacoes", 20) AS "quantidade", coalesce("venda_consultor", 0) AS "consultor", coalesce("venda_status", '') AS "venda_status", count(*)
  FROM "orcamentos", unnest("cotadores") AS "cotado_por" GROUP BY 1, 2, 3, 4, 5, 6;
