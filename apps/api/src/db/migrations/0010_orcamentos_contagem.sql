CREATE TABLE "orcamentos_contagem" (
	"status" varchar(10) NOT NULL,
	"tipo_servico" varchar(20) NOT NULL,
	"quantidade" integer NOT NULL,
	"consultor" integer NOT NULL,
	"venda_status" varchar(16) NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "orcamentos_contagem_pk" PRIMARY KEY("status","tipo_servico","quantidade","consultor","venda_status")
);
--> statement-breakpoint
ALTER TABLE "orcamentos" ADD COLUMN "venda_consultor" integer;--> statement-breakpoint
ALTER TABLE "orcamentos" ADD COLUMN "venda_status" varchar(16);--> statement-breakpoint
CREATE INDEX "orcamentos_venda_consultor_idx" ON "orcamentos" USING btree ("venda_consultor","id");--> statement-breakpoint
CREATE INDEX "orcamentos_venda_status_idx" ON "orcamentos" USING btree ("venda_status","id");--> statement-breakpoint
CREATE FUNCTION "orcamentos_copiar_venda"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "consultor", "status" INTO NEW."venda_consultor", NEW."venda_status" FROM "vendas" WHERE "id" = NEW."venda";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orcamentos_copiar_venda" BEFORE INSERT OR UPDATE OF "venda" ON "orcamentos"
  FOR EACH ROW EXECUTE FUNCTION "orcamentos_copiar_venda"();--> statement-breakpoint
CREATE FUNCTION "vendas_copiar_para_orcamentos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orcamentos" AS o SET "venda_consultor" = novas."consultor", "venda_status" = novas."status"
    FROM novas JOIN antigas ON antigas."id" = novas."id"
    WHERE o."venda" = novas."id"
      AND (antigas."consultor" IS DISTINCT FROM novas."consultor" OR antigas."status" IS DISTINCT FROM novas."status");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vendas_copiar_para_orcamentos" AFTER UPDATE ON "vendas" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "vendas_copiar_para_orcamentos"();--> statement-breakpoint
CREATE FUNCTION "orcamentos_contagem_ajustar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "orcamentos_contagem" ("status", "tipo_servico", "quantidade", "consultor", "venda_status", "n")
      SELECT "status", "tipo_servico", least("quantidade_cotacoes", 20), coalesce("venda_consultor", 0),
             coalesce("venda_status", ''), count(*)
      FROM novas GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT ("status", "tipo_servico", "quantidade", "consultor", "venda_status")
      DO UPDATE SET "n" = "orcamentos_contagem"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "orcamentos_contagem" ("status", "tipo_servico", "quantidade", "consultor", "venda_status", "n")
      SELECT "status", "tipo_servico", least("quantidade_cotacoes", 20), coalesce("venda_consultor", 0),
             coalesce("venda_status", ''), -count(*)
      FROM antigas GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT ("status", "tipo_servico", "quantidade", "consultor", "venda_status")
      DO UPDATE SET "n" = "orcamentos_contagem"."n" + excluded."n";
  ELSE
    INSERT INTO "orcamentos_contagem" ("status", "tipo_servico", "quantidade", "consultor", "venda_status", "n")
      SELECT "status", "tipo_servico", "quantidade", "consultor", "venda_status", sum("d") FROM (
        SELECT "status", "tipo_servico", least("quantidade_cotacoes", 20) AS "quantidade",
               coalesce("venda_consultor", 0) AS "consultor", coalesce("venda_status", '') AS "venda_status", -1 AS "d"
        FROM antigas
        UNION ALL
        SELECT "status", "tipo_servico", least("quantidade_cotacoes", 20), coalesce("venda_consultor", 0),
               coalesce("venda_status", ''), 1
        FROM novas
      ) AS "delta" GROUP BY 1, 2, 3, 4, 5 HAVING sum("d") <> 0
      ON CONFLICT ("status", "tipo_servico", "quantidade", "consultor", "venda_status")
      DO UPDATE SET "n" = "orcamentos_contagem"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orcamentos_contagem_insert" AFTER INSERT ON "orcamentos" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "orcamentos_contagem_ajustar"();--> statement-breakpoint
CREATE TRIGGER "orcamentos_contagem_update" AFTER UPDATE ON "orcamentos" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "orcamentos_contagem_ajustar"();--> statement-breakpoint
CREATE TRIGGER "orcamentos_contagem_delete" AFTER DELETE ON "orcamentos" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "orcamentos_contagem_ajustar"();--> statement-breakpoint
UPDATE "orcamentos" AS o SET "venda_consultor" = v."consultor", "venda_status" = v."status"
  FROM "vendas" AS v WHERE v."id" = o."venda";--> statement-breakpoint
DELETE FROM "orcamentos_contagem";--> statement-breakpoint
INSERT INTO "orcamentos_contagem" ("status", "tipo_servico", "quantidade", "consultor", "venda_status", "n")
  SELECT "status", "tipo_servico", least("quantidade_cotacoes", 20), coalesce("venda_consultor", 0),
         coalesce("venda_status", ''), count(*)
  FROM "orcamentos" GROUP BY 1, 2, 3, 4, 5;
