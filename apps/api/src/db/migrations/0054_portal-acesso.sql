CREATE TABLE "portal_codigos" (
	"id" serial PRIMARY KEY NOT NULL,
	"contato" integer NOT NULL,
	"venda" integer NOT NULL,
	"codigo_hash" text NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"ip" varchar(64),
	"expira_em" timestamp with time zone NOT NULL,
	"encerrado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_codigos" ADD CONSTRAINT "portal_codigos_contato_contatos_id_fk" FOREIGN KEY ("contato") REFERENCES "public"."contatos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_codigos" ADD CONSTRAINT "portal_codigos_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_codigos_contato_idx" ON "portal_codigos" USING btree ("contato","created_at");