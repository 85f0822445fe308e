CREATE TABLE "servicos_contagem" (
	"dia" date NOT NULL,
	"status" varchar(20) NOT NULL,
	"venda_consultor" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "servicos_contagem_pk" PRIMARY KEY("dia","status","venda_consultor")
);
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "venda_consultor" integer;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "venda_cliente" integer;--> statement-breakpoint
ALTER TABLE "servicos" ADD COLUMN "venda_consultor" integer;--> statement-breakpoint
CREATE INDEX "pagamentos_abertos_consultor_idx" ON "pagamentos" USING btree ("venda_consultor","id") WHERE "pagamentos"."status" = 'nao_efetuado';--> statement-breakpoint
CREATE INDEX "pagamentos_abertos_cliente_idx" ON "pagamentos" USING btree ("venda_cliente","id") WHERE "pagamentos"."status" = 'nao_efetuado';--> statement-breakpoint
CREATE INDEX "pagamentos_abertos_responsavel_idx" ON "pagamentos" USING btree ("responsavel_financeiro","id") WHERE "pagamentos"."status" = 'nao_efetuado';--> statement-breakpoint
CREATE INDEX "pagamentos_abertos_venda_idx" ON "pagamentos" USING btree ("venda","id") WHERE "pagamentos"."status" = 'nao_efetuado';--> statement-breakpoint
CREATE INDEX "servicos_consultor_idx" ON "servicos" USING btree ("venda_consultor","id");--> statement-breakpoint
CREATE INDEX "servicos_consultor_status_idx" ON "servicos" USING btree ("venda_consultor","status","id");--> statement-breakpoint
CREATE FUNCTION "servicos_copiar_venda"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "consultor" INTO NEW."venda_consultor" FROM "vendas" WHERE "id" = NEW."venda";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "servicos_copiar_venda" BEFORE INSERT OR UPDATE OF "venda" ON "servicos"
  FOR EACH ROW EXECUTE FUNCTION "servicos_copiar_venda"();--> statement-breakpoint
CREATE FUNCTION "pagamentos_copiar_venda"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "consultor", "cliente" INTO NEW."venda_consultor", NEW."venda_cliente" FROM "vendas" WHERE "id" = NEW."venda";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pagamentos_copiar_venda" BEFORE INSERT OR UPDATE OF "venda" ON "pagamentos"
  FOR EACH ROW EXECUTE FUNCTION "pagamentos_copiar_venda"();--> statement-breakpoint
CREATE FUNCTION "vendas_copiar_para_servicos_pagamentos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "servicos" AS s SET "venda_consultor" = novas."consultor"
    FROM novas JOIN antigas ON antigas."id" = novas."id"
    WHERE s."venda" = novas."id" AND antigas."consultor" IS DISTINCT FROM novas."consultor";
  UPDATE "pagamentos" AS p SET "venda_consultor" = novas."consultor", "venda_cliente" = novas."cliente"
    FROM novas JOIN antigas ON antigas."id" = novas."id"
    WHERE p."venda" = novas."id"
      AND (antigas."consultor" IS DISTINCT FROM novas."consultor" OR antigas."cliente" IS DISTINCT FROM novas."cliente");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vendas_copiar_para_servicos_pagamentos" AFTER UPDATE ON "vendas" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "vendas_copiar_para_servicos_pagamentos"();--> statement-breakpoint
CREATE FUNCTION "servicos_contagem_ajustar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- each statement's difference per creation day in America/Sao_Paulo, status and sale's consultant
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "servicos_contagem" ("dia", "status", "venda_consultor", "n")
      SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "status", coalesce("venda_consultor", 0), count(*)
      FROM novas GROUP BY 1, 2, 3
      ON CONFLICT ("dia", "status", "venda_consultor") DO UPDATE SET "n" = "servicos_contagem"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "servicos_contagem" ("dia", "status", "venda_consultor", "n")
      SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "status", coalesce("venda_consultor", 0), -count(*)
      FROM antigas GROUP BY 1, 2, 3
      ON CONFLICT ("dia", "status", "venda_consultor") DO UPDATE SET "n" = "servicos_contagem"."n" + excluded."n";
  ELSE
    INSERT INTO "servicos_contagem" ("dia", "status", "venda_consultor", "n")
      SELECT "dia", "status", "venda_consultor", sum("d") FROM (
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "dia", "status",
               coalesce("venda_consultor", 0) AS "venda_consultor", -1 AS "d"
        FROM antigas
        UNION ALL
        SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "status", coalesce("venda_consultor", 0), 1
        FROM novas
      ) AS "delta" GROUP BY 1, 2, 3 HAVING sum("d") <> 0
      ON CONFLICT ("dia", "status", "venda_consultor") DO UPDATE SET "n" = "servicos_contagem"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "servicos_contagem_insert" AFTER INSERT ON "servicos" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "servicos_contagem_ajustar"();--> statement-breakpoint
CREATE TRIGGER "servicos_contagem_update" AFTER UPDATE ON "servicos" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "servicos_contagem_ajustar"();--> statement-breakpoint
CREATE TRIGGER "servicos_contagem_delete" AFTER DELETE ON "servicos" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "servicos_contagem_ajustar"();--> statement-breakpoint
UPDATE "servicos" AS s SET "venda_consultor" = v."consultor"
  FROM "vendas" AS v WHERE v."id" = s."venda";--> statement-breakpoint
UPDATE "pagamentos" AS p SET "venda_consultor" = v."consultor", "venda_cliente" = v."cliente"
  FROM "vendas" AS v WHERE v."id" = p."venda";--> statement-breakpoint
DELETE FROM "servicos_contagem";--> statement-breakpoint
INSERT INTO "servicos_contagem" ("dia", "status", "venda_consultor", "n")
  SELECT ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "status", coalesce("venda_consultor", 0), count(*)
  FROM "servicos" GROUP BY 1, 2, 3;
