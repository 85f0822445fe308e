CREATE TABLE "lembretes" (
	"id" serial PRIMARY KEY NOT NULL,
	"chave" varchar(120) NOT NULL,
	"tipo" varchar(24) NOT NULL,
	"data" date NOT NULL,
	"venda" integer,
	"contato" integer,
	"descricao" text NOT NULL,
	"para" varchar(254) NOT NULL,
	"email" integer,
	"whatsapp" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lembretes_configuracao" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"dias_vencimento" integer DEFAULT 3 NOT NULL,
	"dias_checkin" integer DEFAULT 1 NOT NULL,
	"dias_inicio_viagem" integer DEFAULT 2 NOT NULL,
	"meses_passaporte" integer DEFAULT 6 NOT NULL,
	"silencio_inicio" smallint DEFAULT 21 NOT NULL,
	"silencio_fim" smallint DEFAULT 8 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lembretes_configuracao_uma_linha" CHECK ("lembretes_configuracao"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "mensagens_cliente" (
	"id" serial PRIMARY KEY NOT NULL,
	"venda" integer NOT NULL,
	"texto" text NOT NULL,
	"origem" varchar(10) NOT NULL,
	"autor" integer,
	"email" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferencias_cliente" (
	"usuario" integer PRIMARY KEY NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"telefone" varchar(20),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_mensagens" (
	"id" serial PRIMARY KEY NOT NULL,
	"para" varchar(20) NOT NULL,
	"template" varchar(60),
	"idioma" varchar(10),
	"parametros" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"texto" text,
	"venda" integer,
	"contato" integer,
	"status" varchar(10) DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proximo_envio" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_erro" text,
	"provedor_id" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lembretes" ADD CONSTRAINT "lembretes_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lembretes" ADD CONSTRAINT "lembretes_contato_contatos_id_fk" FOREIGN KEY ("contato") REFERENCES "public"."contatos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lembretes" ADD CONSTRAINT "lembretes_email_emails_fila_id_fk" FOREIGN KEY ("email") REFERENCES "public"."emails_fila"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lembretes" ADD CONSTRAINT "lembretes_whatsapp_whatsapp_mensagens_id_fk" FOREIGN KEY ("whatsapp") REFERENCES "public"."whatsapp_mensagens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lembretes_configuracao" ADD CONSTRAINT "lembretes_configuracao_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens_cliente" ADD CONSTRAINT "mensagens_cliente_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens_cliente" ADD CONSTRAINT "mensagens_cliente_autor_usuarios_id_fk" FOREIGN KEY ("autor") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens_cliente" ADD CONSTRAINT "mensagens_cliente_email_emails_fila_id_fk" FOREIGN KEY ("email") REFERENCES "public"."emails_fila"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencias_cliente" ADD CONSTRAINT "preferencias_cliente_usuario_usuarios_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_mensagens" ADD CONSTRAINT "whatsapp_mensagens_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_mensagens" ADD CONSTRAINT "whatsapp_mensagens_contato_contatos_id_fk" FOREIGN KEY ("contato") REFERENCES "public"."contatos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lembretes_chave_idx" ON "lembretes" USING btree ("chave");--> statement-breakpoint
CREATE INDEX "lembretes_venda_idx" ON "lembretes" USING btree ("venda","id");--> statement-breakpoint
CREATE INDEX "mensagens_cliente_venda_idx" ON "mensagens_cliente" USING btree ("venda","id");--> statement-breakpoint
CREATE INDEX "preferencias_cliente_telefone_idx" ON "preferencias_cliente" USING btree ("telefone");--> statement-breakpoint
CREATE INDEX "whatsapp_mensagens_pendentes_idx" ON "whatsapp_mensagens" USING btree ("proximo_envio","id") WHERE "whatsapp_mensagens"."status" = 'pendente';--> statement-breakpoint
CREATE INDEX "whatsapp_mensagens_venda_idx" ON "whatsapp_mensagens" USING btree ("venda","id");--> statement-breakpoint
CREATE INDEX "whatsapp_mensagens_criadas_idx" ON "whatsapp_mensagens" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_mensagens_provedor_idx" ON "whatsapp_mensagens" USING btree ("provedor_id");