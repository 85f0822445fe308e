CREATE TABLE "senha_links" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo" varchar(16) NOT NULL,
	"criado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"anulado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "senha_links" ADD CONSTRAINT "senha_links_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha_links" ADD CONSTRAINT "senha_links_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "senha_links_usuario_idx" ON "senha_links" USING btree ("usuario_id","created_at");