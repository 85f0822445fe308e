CREATE TABLE "buscas" (
	"id" serial PRIMARY KEY NOT NULL,
	"contato" integer,
	"empresa" integer,
	"usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dados" jsonb NOT NULL,
	CONSTRAINT "buscas_um_registro" CHECK (("buscas"."contato" is null) <> ("buscas"."empresa" is null))
);
--> statement-breakpoint
ALTER TABLE "buscas" ADD CONSTRAINT "buscas_contato_contatos_id_fk" FOREIGN KEY ("contato") REFERENCES "public"."contatos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buscas" ADD CONSTRAINT "buscas_empresa_empresas_id_fk" FOREIGN KEY ("empresa") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buscas" ADD CONSTRAINT "buscas_usuario_usuarios_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buscas_contato_idx" ON "buscas" USING btree ("contato","id") WHERE "buscas"."contato" is not null;--> statement-breakpoint
CREATE INDEX "buscas_empresa_idx" ON "buscas" USING btree ("empresa","id") WHERE "buscas"."empresa" is not null;--> statement-breakpoint
CREATE INDEX "cotacoes_cotado_por_id_idx" ON "cotacoes" USING btree ("cotado_por","id");--> statement-breakpoint
CREATE INDEX "logs_usuario_idx" ON "logs" USING btree ("usuario","id");--> statement-breakpoint
CREATE INDEX "orcamentos_created_by_idx" ON "orcamentos" USING btree ("created_by","id");