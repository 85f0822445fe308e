CREATE TABLE "clientes_mes" (
	"mes" date NOT NULL,
	"consultor" integer NOT NULL,
	"cliente" integer NOT NULL,
	"servicos" bigint DEFAULT 0 NOT NULL,
	"receita" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "clientes_mes_pk" PRIMARY KEY("mes","consultor","cliente")
);
--> statement-breakpoint
DROP INDEX "documentos_contato_contato_idx";--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD COLUMN "venda_consultor" integer;--> statement-breakpoint
CREATE INDEX "clientes_mes_consultor_idx" ON "clientes_mes" USING btree ("consultor","mes");--> statement-breakpoint
CREATE INDEX "emissoes_embarques_idx" ON "emissoes" USING btree ("data_ida","id","venda_consultor","venda") WHERE "emissoes"."status" <> 'cancelada';--> statement-breakpoint
CREATE INDEX "ordens_pagamento_abertas_consultor_idx" ON "ordens_pagamento" USING btree ("venda_consultor","valor") WHERE "ordens_pagamento"."status" = 'aberto';--> statement-breakpoint
CREATE INDEX "servicos_faturados_cliente_idx" ON "servicos" USING btree ("venda_cliente","created_at","venda_consultor","venda") WHERE "servicos"."status" <> 'cancelado';--> statement-breakpoint
CREATE INDEX "documentos_contato_contato_idx" ON "documentos_contato" USING btree ("contato_id","tipo","data_validade");--> statement-breakpoint
-- a payment order carries its issuance's sale's consultant (decision 0062)
CREATE FUNCTION "ordens_pagamento_copiar_emissao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "venda_consultor" INTO NEW."venda_consultor" FROM "emissoes" WHERE "id" = NEW."emissao";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ordens_pagamento_copiar_emissao" BEFORE INSERT OR UPDATE OF "emissao" ON "ordens_pagamento"
  FOR EACH ROW EXECUTE FUNCTION "ordens_pagamento_copiar_emissao"();--> statement-breakpoint
CREATE FUNCTION "emissoes_copiar_para_ordens"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ordens_pagamento" AS o SET "venda_consultor" = novas."venda_consultor"
    FROM novas JOIN antigas ON antigas."id" = novas."id"
    WHERE o."emissao" = novas."id" AND antigas."venda_consultor" IS DISTINCT FROM novas."venda_consultor";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "emissoes_copiar_para_ordens" AFTER UPDATE ON "emissoes" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "emissoes_copiar_para_ordens"();--> statement-breakpoint
-- the copies of the orders there are; their versions and groups do not change for them
ALTER TABLE "ordens_pagamento" DISABLE TRIGGER "ordens_pagamento_versao";--> statement-breakpoint
ALTER TABLE "ordens_pagamento" DISABLE TRIGGER "ordens_pagamento_grupos_update";--> statement-breakpoint
UPDATE "ordens_pagamento" AS o SET "venda_consultor" = e."venda_consultor"
  FROM "emissoes" AS e WHERE e."id" = o."emissao" AND e."venda_consultor" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ENABLE TRIGGER "ordens_pagamento_versao";--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ENABLE TRIGGER "ordens_pagamento_grupos_update";--> statement-breakpoint
CREATE FUNCTION "servicos_clientes_ajustar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- each statement's difference per month in America/Sao_Paulo, sale's consultant and client (decision 0062)
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "clientes_mes" ("mes", "consultor", "cliente", "servicos", "receita")
      SELECT date_trunc('month', "created_at" AT TIME ZONE 'America/Sao_Paulo')::date, coalesce("venda_consultor", 0),
             "venda_cliente", count(*), sum("valor_total")
      FROM novas WHERE "status" <> 'cancelado' AND "venda_cliente" IS NOT NULL
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("mes", "consultor", "cliente") DO UPDATE
        SET "servicos" = "clientes_mes"."servicos" + excluded."servicos", "receita" = "clientes_mes"."receita" + excluded."receita";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "clientes_mes" ("mes", "consultor", "cliente", "servicos", "receita")
      SELECT date_trunc('month', "created_at" AT TIME ZONE 'America/Sao_Paulo')::date, coalesce("venda_consultor", 0),
             "venda_cliente", -count(*), -sum("valor_total")
      FROM antigas WHERE "status" <> 'cancelado' AND "venda_cliente" IS NOT NULL
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("mes", "consultor", "cliente") DO UPDATE
        SET "servicos" = "clientes_mes"."servicos" + excluded."servicos", "receita" = "clientes_mes"."receita" + excluded."receita";
  ELSE
    INSERT INTO "clientes_mes" ("mes", "consultor", "cliente", "servicos", "receita")
      SELECT "mes", "consultor", "cliente", sum("n"), sum("receita") FROM (
        SELECT date_trunc('month', "created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "mes",
               coalesce("venda_consultor", 0) AS "consultor", "venda_cliente" AS "cliente", -1 AS "n", -"valor_total" AS "receita"
        FROM antigas WHERE "status" <> 'cancelado' AND "venda_cliente" IS NOT NULL
        UNION ALL
        SELECT date_trunc('month', "created_at" AT TIME ZONE 'America/Sao_Paulo')::date, coalesce("venda_consultor", 0),
               "venda_cliente", 1, "valor_total"
        FROM novas WHERE "status" <> 'cancelado' AND "venda_cliente" IS NOT NULL
      ) AS "delta" GROUP BY 1, 2, 3 HAVING sum("n") <> 0 OR sum("receita") <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("mes", "consultor", "cliente") DO UPDATE
        SET "servicos" = "clientes_mes"."servicos" + excluded."servicos", "receita" = "clientes_mes"."receita" + excluded."receita";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "servicos_clientes_insert" AFTER INSERT ON "servicos" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "servicos_clientes_ajustar"();--> statement-breakpoint
CREATE TRIGGER "servicos_clientes_update" AFTER UPDATE ON "servicos" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "servicos_clientes_ajustar"();--> statement-breakpoint
CREATE TRIGGER "servicos_clientes_delete" AFTER DELETE ON "servicos" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "servicos_clientes_ajustar"();--> statement-breakpoint
-- the rollup of the services there are (dashboard.rollups.test.ts runs this statement again)
DELETE FROM "clientes_mes";--> statement-breakpoint
INSERT INTO "clientes_mes" ("mes", "consultor", "cliente", "servicos", "receita")
  SELECT date_trunc('month', "created_at" AT TIME ZONE 'America/Sao_Paulo')::date, coalesce("venda_consultor", 0),
         "venda_cliente", count(*), sum("valor_total")
  FROM "servicos" WHERE "status" <> 'cancelado' AND "venda_cliente" IS NOT NULL
  GROUP BY 1, 2, 3;
