CREATE TABLE "moedas_historico" (
	"id" serial PRIMARY KEY NOT NULL,
	"moeda" integer NOT NULL,
	"cambio" numeric(14, 6) NOT NULL,
	"cambio_data" date NOT NULL,
	"origem" varchar(10) NOT NULL,
	"usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ptax_execucoes" (
	"hora" varchar(13) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cotacoes" ADD COLUMN "cambios" jsonb;--> statement-breakpoint
ALTER TABLE "moedas_historico" ADD CONSTRAINT "moedas_historico_moeda_moedas_id_fk" FOREIGN KEY ("moeda") REFERENCES "public"."moedas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moedas_historico" ADD CONSTRAINT "moedas_historico_usuario_usuarios_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moedas_historico_moeda_idx" ON "moedas_historico" USING btree ("moeda","id");--> statement-breakpoint
-- quotes saved before this migration keep the rates of today: the currencies of their parts and tickets
UPDATE "cotacoes" c SET "cambios" = (
  SELECT jsonb_object_agg(m."id"::text, m."cambio"::text)
  FROM "moedas" m
  WHERE m."id" = c."moeda" OR m."id" IN (SELECT s."moeda" FROM "subcotacoes" s WHERE s."cotacao" = c."id")
) WHERE c."cambios" IS NULL;
