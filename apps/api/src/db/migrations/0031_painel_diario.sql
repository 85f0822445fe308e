CREATE TABLE "painel_dia" (
	"dia" date NOT NULL,
	"consultor" integer NOT NULL,
	"solicitacoes" bigint DEFAULT 0 NOT NULL,
	"cotacoes" bigint DEFAULT 0 NOT NULL,
	"carrinho" bigint DEFAULT 0 NOT NULL,
	"emissoes" bigint DEFAULT 0 NOT NULL,
	"receita" numeric DEFAULT '0' NOT NULL,
	"custo" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "painel_dia_pk" PRIMARY KEY("dia","consultor")
);
--> statement-breakpoint
CREATE TABLE "vendas_dia" (
	"dia" date NOT NULL,
	"status" varchar(16) NOT NULL,
	"consultor" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "vendas_dia_pk" PRIMARY KEY("dia","status","consultor")
);
--> statement-breakpoint
ALTER TABLE "cotacoes" ADD COLUMN "venda_consultor" integer;--> statement-breakpoint
ALTER TABLE "servicos" ADD COLUMN "venda_cliente" integer;--> statement-breakpoint
ALTER TABLE "servicos" ADD COLUMN "cotacao_custo" numeric(14, 2);--> statement-breakpoint
CREATE INDEX "painel_dia_consultor_idx" ON "painel_dia" USING btree ("consultor","dia");--> statement-breakpoint
CREATE INDEX "vendas_dia_consultor_idx" ON "vendas_dia" USING btree ("consultor","dia");--> statement-breakpoint
CREATE INDEX "pagamentos_abertos_vencimento_idx" ON "pagamentos" USING btree ("data_vencimento","venda_consultor","data_pagamento","valor") WHERE "pagamentos"."status" = 'nao_efetuado';--> statement-breakpoint
CREATE INDEX "servicos_faturados_idx" ON "servicos" USING btree ("created_at","venda_consultor","venda_cliente","venda","valor_total") WHERE "servicos"."status" <> 'cancelado';--> statement-breakpoint
CREATE INDEX "servicos_excecoes_idx" ON "servicos" USING btree ("venda_consultor") WHERE "servicos"."excecao_pagamento_em" is not null and "servicos"."status" <> 'cancelado';--> statement-breakpoint
CREATE FUNCTION "cotacoes_copiar_venda"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "consultor" INTO NEW."venda_consultor" FROM "vendas" WHERE "id" = NEW."venda";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cotacoes_copiar_venda" BEFORE INSERT OR UPDATE OF "venda" ON "cotacoes"
  FOR EACH ROW EXECUTE FUNCTION "cotacoes_copiar_venda"();--> statement-breakpoint
CREATE FUNCTION "vendas_copiar_para_cotacoes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cotacoes" AS c SET "venda_consultor" = novas."consultor"
    FROM novas JOIN antigas ON antigas."id" = novas."id"
    WHERE c."venda" = novas."id" AND antigas."consultor" IS DISTINCT FROM novas."consultor";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vendas_copiar_para_cotacoes" AFTER UPDATE ON "vendas" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "vendas_copiar_para_cotacoes"();--> statement-breakpoint
-- a service carries its sale's consultant and client and its quote's agency cost
CREATE OR REPLACE FUNCTION "servicos_copiar_venda"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "consultor", "cliente" INTO NEW."venda_consultor", NEW."venda_cliente" FROM "vendas" WHERE "id" = NEW."venda";
  SELECT "custo_agencia" INTO NEW."cotacao_custo" FROM "cotacoes" WHERE "id" = NEW."cotacao";
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "servicos_copiar_venda" ON "servicos";--> statement-breakpoint
CREATE TRIGGER "servicos_copiar_venda" BEFORE INSERT OR UPDATE OF "venda", "cotacao" ON "servicos"
  FOR EACH ROW EXECUTE FUNCTION "servicos_copiar_venda"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vendas_copiar_para_servicos_pagamentos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "servicos" AS s SET "venda_consultor" = novas."consultor", "venda_cliente" = novas."cliente"
    FROM novas JOIN antigas ON antigas."id" = novas."id"
    WHERE s."venda" = novas."id"
      AND (antigas."consultor" IS DISTINCT FROM novas."consultor" OR antigas."cliente" IS DISTINCT FROM novas."cliente");
  UPDATE "pagamentos" AS p SET "venda_consultor" = novas."consultor", "venda_cliente" = novas."cliente"
    FROM novas JOIN antigas ON antigas."id" = novas."id"
    WHERE p."venda" = novas."id"
      AND (antigas."consultor" IS DISTINCT FROM novas."consultor" OR antigas."cliente" IS DISTINCT FROM novas."cliente");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "cotacoes_copiar_para_servicos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "servicos" AS s SET "cotacao_custo" = novas."custo_agencia"
    FROM novas JOIN antigas ON antigas."id" = novas."id"
    WHERE s."cotacao" = novas."id" AND antigas."custo_agencia" IS DISTINCT FROM novas."custo_agencia";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cotacoes_copiar_para_servicos" AFTER UPDATE ON "cotacoes" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "cotacoes_copiar_para_servicos"();--> statement-breakpoint
-- the copies of the rows there are; the services' versions and counters do not change for them
UPDATE "cotacoes" AS c SET "venda_consultor" = v."consultor"
  FROM "vendas" AS v WHERE v."id" = c."venda" AND v."consultor" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "servicos" DISABLE TRIGGER "servicos_versao";--> statement-breakpoint
ALTER TABLE "servicos" DISABLE TRIGGER "servicos_contagem_update";--> statement-breakpoint
UPDATE "servicos" AS s SET "venda_cliente" = v."cliente", "cotacao_custo" = c."custo_agencia"
  FROM "vendas" AS v, "cotacoes" AS c WHERE v."id" = s."venda" AND c."id" = s."cotacao";--> statement-breakpoint
ALTER TABLE "servicos" ENABLE TRIGGER "servicos_versao";--> statement-breakpoint
ALTER TABLE "servicos" ENABLE TRIGGER "servicos_contagem_update";--> statement-breakpoint
CREATE FUNCTION "vendas_dia_ajustar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- each statement's difference per creation day in America/Sao_Paulo, status and consultant (decision 0058)
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "vendas_dia" ("dia", "status", "consultor", "n")
      SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "status", coalesce("consultor", 0), count(*)
      FROM novas GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("dia", "status", "consultor") DO UPDATE SET "n" = "vendas_dia"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "vendas_dia" ("dia", "status", "consultor", "n")
      SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "status", coalesce("consultor", 0), -count(*)
      FROM antigas GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("dia", "status", "consultor") DO UPDATE SET "n" = "vendas_dia"."n" + excluded."n";
  ELSE
    INSERT INTO "vendas_dia" ("dia", "status", "consultor", "n")
      SELECT "dia", "status", "consultor", sum("d") FROM (
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", "status",
               coalesce("consultor", 0) AS "consultor", -1 AS "d"
        FROM antigas
        UNION ALL
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "status", coalesce("consultor", 0), 1
        FROM novas
      ) AS "delta" GROUP BY 1, 2, 3 HAVING sum("d") <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("dia", "status", "consultor") DO UPDATE SET "n" = "vendas_dia"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vendas_dia_insert" AFTER INSERT ON "vendas" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "vendas_dia_ajustar"();--> statement-breakpoint
CREATE TRIGGER "vendas_dia_update" AFTER UPDATE ON "vendas" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "vendas_dia_ajustar"();--> statement-breakpoint
CREATE TRIGGER "vendas_dia_delete" AFTER DELETE ON "vendas" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "vendas_dia_ajustar"();--> statement-breakpoint
CREATE FUNCTION "orcamentos_painel_ajustar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- each statement's difference per day in America/Sao_Paulo and sale's consultant (decision 0058)
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "painel_dia" ("dia", "consultor", "solicitacoes")
      SELECT "dia", "consultor", sum("solicitacoes") FROM (
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", 1 AS "solicitacoes" FROM novas
      ) AS "delta"
      GROUP BY 1, 2 HAVING sum("solicitacoes") <> 0 ORDER BY 1, 2
      ON CONFLICT ("dia", "consultor") DO UPDATE SET "solicitacoes" = "painel_dia"."solicitacoes" + excluded."solicitacoes";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "painel_dia" ("dia", "consultor", "solicitacoes")
      SELECT "dia", "consultor", sum("solicitacoes") FROM (
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", -1 AS "solicitacoes" FROM antigas
      ) AS "delta"
      GROUP BY 1, 2 HAVING sum("solicitacoes") <> 0 ORDER BY 1, 2
      ON CONFLICT ("dia", "consultor") DO UPDATE SET "solicitacoes" = "painel_dia"."solicitacoes" + excluded."solicitacoes";
  ELSE
    INSERT INTO "painel_dia" ("dia", "consultor", "solicitacoes")
      SELECT "dia", "consultor", sum("solicitacoes") FROM (
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", -1 AS "solicitacoes" FROM antigas
        UNION ALL
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", 1 AS "solicitacoes" FROM novas
      ) AS "delta"
      GROUP BY 1, 2 HAVING sum("solicitacoes") <> 0 ORDER BY 1, 2
      ON CONFLICT ("dia", "consultor") DO UPDATE SET "solicitacoes" = "painel_dia"."solicitacoes" + excluded."solicitacoes";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orcamentos_painel_insert" AFTER INSERT ON "orcamentos" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "orcamentos_painel_ajustar"();--> statement-breakpoint
CREATE TRIGGER "orcamentos_painel_update" AFTER UPDATE ON "orcamentos" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "orcamentos_painel_ajustar"();--> statement-breakpoint
CREATE TRIGGER "orcamentos_painel_delete" AFTER DELETE ON "orcamentos" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "orcamentos_painel_ajustar"();--> statement-breakpoint
CREATE FUNCTION "cotacoes_painel_ajustar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- each statement's difference per day in America/Sao_Paulo and sale's consultant (decision 0058)
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "painel_dia" ("dia", "consultor", "cotacoes", "carrinho")
      SELECT "dia", "consultor", sum("cotacoes"), sum("carrinho") FROM (
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", 1 AS "cotacoes", 0 AS "carrinho" FROM novas
        UNION ALL
        SELECT ("carrinho_em" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", 0 AS "cotacoes", 1 AS "carrinho" FROM novas WHERE "carrinho_em" IS NOT NULL
      ) AS "delta"
      GROUP BY 1, 2 HAVING sum("cotacoes") <> 0 OR sum("carrinho") <> 0 ORDER BY 1, 2
      ON CONFLICT ("dia", "consultor") DO UPDATE SET "cotacoes" = "painel_dia"."cotacoes" + excluded."cotacoes", "carrinho" = "painel_dia"."carrinho" + excluded."carrinho";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "painel_dia" ("dia", "consultor", "cotacoes", "carrinho")
      SELECT "dia", "consultor", sum("cotacoes"), sum("carrinho") FROM (
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", -1 AS "cotacoes", 0 AS "carrinho" FROM antigas
        UNION ALL
        SELECT ("carrinho_em" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", 0 AS "cotacoes", -1 AS "carrinho" FROM antigas WHERE "carrinho_em" IS NOT NULL
      ) AS "delta"
      GROUP BY 1, 2 HAVING sum("cotacoes") <> 0 OR sum("carrinho") <> 0 ORDER BY 1, 2
      ON CONFLICT ("dia", "consultor") DO UPDATE SET "cotacoes" = "painel_dia"."cotacoes" + excluded."cotacoes", "carrinho" = "painel_dia"."carrinho" + excluded."carrinho";
  ELSE
    INSERT INTO "painel_dia" ("dia", "consultor", "cotacoes", "carrinho")
      SELECT "dia", "consultor", sum("cotacoes"), sum("carrinho") FROM (
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", -1 AS "cotacoes", 0 AS "carrinho" FROM antigas
        UNION ALL
        SELECT ("carrinho_em" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", 0 AS "cotacoes", -1 AS "carrinho" FROM antigas WHERE "carrinho_em" IS NOT NULL
        UNION ALL
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", 1 AS "cotacoes", 0 AS "carrinho" FROM novas
        UNION ALL
        SELECT ("carrinho_em" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", 0 AS "cotacoes", 1 AS "carrinho" FROM novas WHERE "carrinho_em" IS NOT NULL
      ) AS "delta"
      GROUP BY 1, 2 HAVING sum("cotacoes") <> 0 OR sum("carrinho") <> 0 ORDER BY 1, 2
      ON CONFLICT ("dia", "consultor") DO UPDATE SET "cotacoes" = "painel_dia"."cotacoes" + excluded."cotacoes", "carrinho" = "painel_dia"."carrinho" + excluded."carrinho";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cotacoes_painel_insert" AFTER INSERT ON "cotacoes" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "cotacoes_painel_ajustar"();--> statement-breakpoint
CREATE TRIGGER "cotacoes_painel_update" AFTER UPDATE ON "cotacoes" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "cotacoes_painel_ajustar"();--> statement-breakpoint
CREATE TRIGGER "cotacoes_painel_delete" AFTER DELETE ON "cotacoes" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "cotacoes_painel_ajustar"();--> statement-breakpoint
CREATE FUNCTION "emissoes_painel_ajustar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- each statement's difference per day in America/Sao_Paulo and sale's consultant (decision 0058)
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "painel_dia" ("dia", "consultor", "emissoes")
      SELECT "dia", "consultor", sum("emissoes") FROM (
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", 1 AS "emissoes" FROM novas
      ) AS "delta"
      GROUP BY 1, 2 HAVING sum("emissoes") <> 0 ORDER BY 1, 2
      ON CONFLICT ("dia", "consultor") DO UPDATE SET "emissoes" = "painel_dia"."emissoes" + excluded."emissoes";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "painel_dia" ("dia", "consultor", "emissoes")
      SELECT "dia", "consultor", sum("emissoes") FROM (
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", -1 AS "emissoes" FROM antigas
      ) AS "delta"
      GROUP BY 1, 2 HAVING sum("emissoes") <> 0 ORDER BY 1, 2
      ON CONFLICT ("dia", "consultor") DO UPDATE SET "emissoes" = "painel_dia"."emissoes" + excluded."emissoes";
  ELSE
    INSERT INTO "painel_dia" ("dia", "consultor", "emissoes")
      SELECT "dia", "consultor", sum("emissoes") FROM (
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", -1 AS "emissoes" FROM antigas
        UNION ALL
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", 1 AS "emissoes" FROM novas
      ) AS "delta"
      GROUP BY 1, 2 HAVING sum("emissoes") <> 0 ORDER BY 1, 2
      ON CONFLICT ("dia", "consultor") DO UPDATE SET "emissoes" = "painel_dia"."emissoes" + excluded."emissoes";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "emissoes_painel_insert" AFTER INSERT ON "emissoes" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "emissoes_painel_ajustar"();--> statement-breakpoint
CREATE TRIGGER "emissoes_painel_update" AFTER UPDATE ON "emissoes" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "emissoes_painel_ajustar"();--> statement-breakpoint
CREATE TRIGGER "emissoes_painel_delete" AFTER DELETE ON "emissoes" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "emissoes_painel_ajustar"();--> statement-breakpoint
CREATE FUNCTION "servicos_painel_ajustar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- each statement's difference per day in America/Sao_Paulo and sale's consultant (decision 0058)
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "painel_dia" ("dia", "consultor", "receita", "custo")
      SELECT "dia", "consultor", sum("receita"), sum("custo") FROM (
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", coalesce("valor_total", 0) AS "receita", coalesce("cotacao_custo", 0) AS "custo" FROM novas WHERE "status" <> 'cancelado'
      ) AS "delta"
      GROUP BY 1, 2 HAVING sum("receita") <> 0 OR sum("custo") <> 0 ORDER BY 1, 2
      ON CONFLICT ("dia", "consultor") DO UPDATE SET "receita" = "painel_dia"."receita" + excluded."receita", "custo" = "painel_dia"."custo" + excluded."custo";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "painel_dia" ("dia", "consultor", "receita", "custo")
      SELECT "dia", "consultor", sum("receita"), sum("custo") FROM (
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", -(coalesce("valor_total", 0)) AS "receita", -(coalesce("cotacao_custo", 0)) AS "custo" FROM antigas WHERE "status" <> 'cancelado'
      ) AS "delta"
      GROUP BY 1, 2 HAVING sum("receita") <> 0 OR sum("custo") <> 0 ORDER BY 1, 2
      ON CONFLICT ("dia", "consultor") DO UPDATE SET "receita" = "painel_dia"."receita" + excluded."receita", "custo" = "painel_dia"."custo" + excluded."custo";
  ELSE
    INSERT INTO "painel_dia" ("dia", "consultor", "receita", "custo")
      SELECT "dia", "consultor", sum("receita"), sum("custo") FROM (
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", -(coalesce("valor_total", 0)) AS "receita", -(coalesce("cotacao_custo", 0)) AS "custo" FROM antigas WHERE "status" <> 'cancelado'
        UNION ALL
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", coalesce("valor_total", 0) AS "receita", coalesce("cotacao_custo", 0) AS "custo" FROM novas WHERE "status" <> 'cancelado'
      ) AS "delta"
      GROUP BY 1, 2 HAVING sum("receita") <> 0 OR sum("custo") <> 0 ORDER BY 1, 2
      ON CONFLICT ("dia", "consultor") DO UPDATE SET "receita" = "painel_dia"."receita" + excluded."receita", "custo" = "painel_dia"."custo" + excluded."custo";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "servicos_painel_insert" AFTER INSERT ON "servicos" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "servicos_painel_ajustar"();--> statement-breakpoint
CREATE TRIGGER "servicos_painel_update" AFTER UPDATE ON "servicos" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "servicos_painel_ajustar"();--> statement-breakpoint
CREATE TRIGGER "servicos_painel_delete" AFTER DELETE ON "servicos" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "servicos_painel_ajustar"();--> statement-breakpoint
-- the rollups of the rows there are (dashboard.rollups.test.ts runs the statements from here on again)
DELETE FROM "vendas_dia";--> statement-breakpoint
DELETE FROM "painel_dia";--> statement-breakpoint
INSERT INTO "vendas_dia" ("dia", "status", "consultor", "n")
  SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "status", coalesce("consultor", 0), count(*)
  FROM "vendas" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "painel_dia" ("dia", "consultor", "solicitacoes")
  SELECT "dia", "consultor", sum("solicitacoes") FROM (
    SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", 1 AS "solicitacoes" FROM "orcamentos"
  ) AS "delta"
  GROUP BY 1, 2 HAVING sum("solicitacoes") <> 0 ORDER BY 1, 2
  ON CONFLICT ("dia", "consultor") DO UPDATE SET "solicitacoes" = "painel_dia"."solicitacoes" + excluded."solicitacoes";--> statement-breakpoint
INSERT INTO "painel_dia" ("dia", "consultor", "cotacoes", "carrinho")
  SELECT "dia", "consultor", sum("cotacoes"), sum("carrinho") FROM (
    SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", 1 AS "cotacoes", 0 AS "carrinho" FROM "cotacoes"
    UNION ALL
    SELECT ("carrinho_em" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", 0 AS "cotacoes", 1 AS "carrinho" FROM "cotacoes" WHERE "carrinho_em" IS NOT NULL
  ) AS "delta"
  GROUP BY 1, 2 HAVING sum("cotacoes") <> 0 OR sum("carrinho") <> 0 ORDER BY 1, 2
  ON CONFLICT ("dia", "consultor") DO UPDATE SET "cotacoes" = "painel_dia"."cotacoes" + excluded."cotacoes", "carrinho" = "painel_dia"."carrinho" + excluded."carrinho";--> statement-breakpoint
INSERT INTO "painel_dia" ("dia", "consultor", "emissoes")
  SELECT "dia", "consultor", sum("emissoes") FROM (
    SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", 1 AS "emissoes" FROM "emissoes"
  ) AS "delta"
  GROUP BY 1, 2 HAVING sum("emissoes") <> 0 ORDER BY 1, 2
  ON CONFLICT ("dia", "consultor") DO UPDATE SET "emissoes" = "painel_dia"."emissoes" + excluded."emissoes";--> statement-breakpoint
INSERT INTO "painel_dia" ("dia", "consultor", "receita", "custo")
  SELECT "dia", "consultor", sum("receita"), sum("custo") FROM (
    SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", coalesce("venda_consultor", 0) AS "consultor", coalesce("valor_total", 0) AS "receita", coalesce("cotacao_custo", 0) AS "custo" FROM "servicos" WHERE "status" <> 'cancelado'
  ) AS "delta"
  GROUP BY 1, 2 HAVING sum("receita") <> 0 OR sum("custo") <> 0 ORDER BY 1, 2
  ON CONFLICT ("dia", "consultor") DO UPDATE SET "receita" = "painel_dia"."receita" + excluded."receita", "custo" = "painel_dia"."custo" + excluded."custo";
