CREATE TABLE "portal_aceites" (
	"id" serial PRIMARY KEY NOT NULL,
	"venda" integer NOT NULL,
	"usuario" integer,
	"ip" varchar(64),
	"user_agent" varchar(500),
	"itens" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_documentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"venda" integer NOT NULL,
	"documento" integer NOT NULL,
	"finalidade" varchar(200) NOT NULL,
	"usuario" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencia" ADD COLUMN "portal_contatos_empresa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_aceites" ADD CONSTRAINT "portal_aceites_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_aceites" ADD CONSTRAINT "portal_aceites_usuario_usuarios_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_documentos" ADD CONSTRAINT "portal_documentos_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_documentos" ADD CONSTRAINT "portal_documentos_documento_documentos_contato_id_fk" FOREIGN KEY ("documento") REFERENCES "public"."documentos_contato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_documentos" ADD CONSTRAINT "portal_documentos_usuario_usuarios_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_aceites_venda_idx" ON "portal_aceites" USING btree ("venda","id");--> statement-breakpoint
CREATE INDEX "portal_documentos_venda_idx" ON "portal_documentos" USING btree ("venda","id");