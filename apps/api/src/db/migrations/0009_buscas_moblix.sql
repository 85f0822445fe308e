CREATE TABLE "buscas_moblix" (
	"id" serial PRIMARY KEY NOT NULL,
	"orcamento" integer NOT NULL,
	"criterios" jsonb NOT NULL,
	"ofertas" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buscas_moblix" ADD CONSTRAINT "buscas_moblix_orcamento_orcamentos_id_fk" FOREIGN KEY ("orcamento") REFERENCES "public"."orcamentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buscas_moblix" ADD CONSTRAINT "buscas_moblix_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buscas_moblix_orcamento_idx" ON "buscas_moblix" USING btree ("orcamento","id");