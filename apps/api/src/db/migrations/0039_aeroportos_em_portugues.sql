ALTER TABLE "aeroportos" ADD COLUMN "cidades_busca" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "aeroportos" ADD COLUMN "porte" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "aeroportos" ADD COLUMN "passageiros_mil" integer;--> statement-breakpoint
ALTER TABLE "aeroportos" ADD COLUMN "internacional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written
-- The airports are reference data no table references: emptied here, the next start's seed loads them
-- again with their Portuguese cities, size class and traffic.
DELETE FROM "aeroportos";
