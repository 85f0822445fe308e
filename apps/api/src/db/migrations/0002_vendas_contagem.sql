CREATE TABLE "vendas_contagem" (
	"status" varchar(16) NOT NULL,
	"consultor" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "vendas_contagem_status_consultor_pk" PRIMARY KEY("status","consultor")
);
--> statement-breakpoint
CREATE FUNCTION "vendas_contagem_ajustar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "vendas_contagem" ("status", "consultor", "n")
      SELECT "status", coalesce("consultor", 0), count(*) FROM novas GROUP BY 1, 2
      ON CONFLICT ("status", "consultor") DO UPDATE SET "n" = "vendas_contagem"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "vendas_contagem" ("status", "consultor", "n")
      SELECT "status", coalesce("consultor", 0), -count(*) FROM antigas GROUP BY 1, 2
      ON CONFLICT ("status", "consultor") DO UPDATE SET "n" = "vendas_contagem"."n" + excluded."n";
  ELSE
    INSERT INTO "vendas_contagem" ("status", "consultor", "n")
      SELECT "status", "consultor", sum("d") FROM (
        SELECT "status", coalesce("consultor", 0) AS "consultor", -1 AS "d" FROM antigas
        UNION ALL
        SELECT "status", coalesce("consultor", 0), 1 FROM novas
      ) AS "delta" GROUP BY 1, 2 HAVING sum("d") <> 0
      ON CONFLICT ("status", "consultor") DO UPDATE SET "n" = "vendas_contagem"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vendas_contagem_insert" AFTER INSERT ON "vendas" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "vendas_contagem_ajustar"();--> statement-breakpoint
CREATE TRIGGER "vendas_contagem_update" AFTER UPDATE ON "vendas" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "vendas_contagem_ajustar"();--> statement-breakpoint
CREATE TRIGGER "vendas_contagem_delete" AFTER DELETE ON "vendas" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "vendas_contagem_ajustar"();--> statement-breakpoint
INSERT INTO "vendas_contagem" ("status", "consultor", "n")
  SELECT "status", coalesce("consultor", 0), count(*) FROM "vendas" GROUP BY 1, 2;
