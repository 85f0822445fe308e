CREATE TABLE "beneficiarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"cotacao" integer NOT NULL,
	"servico" integer,
	"contato" integer NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"assento" varchar(10),
	"tipo_assento" varchar(30),
	"bagagem" varchar(30),
	"tipo_quarto" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"venda" integer NOT NULL,
	"status" varchar(20) DEFAULT 'nao_efetuado' NOT NULL,
	"descricao" varchar(99),
	"valor" numeric(14, 2) DEFAULT '0' NOT NULL,
	"moeda" varchar(3) DEFAULT 'BRL' NOT NULL,
	"meio_pagamento" varchar(30) NOT NULL,
	"taxa_meio_pagamento" numeric(14, 2) DEFAULT '0' NOT NULL,
	"num_parcelas" integer DEFAULT 1 NOT NULL,
	"origem" varchar(10) DEFAULT 'avulso' NOT NULL,
	"data_vencimento" varchar(10),
	"data_pagamento" varchar(10),
	"responsavel_financeiro" integer,
	"responsavel_financeiro_empresa" integer,
	"documento_comprovante" varchar(200),
	"documento_nome" varchar(200),
	"documento_tipo" varchar(100),
	"pagarme_id" varchar(100),
	"pagarme_link" varchar(500),
	"pagarme_evento" varchar(100),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"concluido_por" integer,
	"concluido_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pagamentos_servicos" (
	"pagamento" integer NOT NULL,
	"servico" integer NOT NULL,
	"valor" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "pagamentos_servicos_pagamento_servico_pk" PRIMARY KEY("pagamento","servico")
);
--> statement-breakpoint
CREATE TABLE "pagarme_eventos" (
	"id" varchar(100) PRIMARY KEY NOT NULL,
	"tipo" varchar(60) NOT NULL,
	"pagarme_id" varchar(100),
	"pagamento" integer,
	"recebido_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servicos" (
	"id" serial PRIMARY KEY NOT NULL,
	"venda" integer NOT NULL,
	"cotacao" integer NOT NULL,
	"status" varchar(20) DEFAULT 'pagamento' NOT NULL,
	"metodo_pagamento" varchar(40) NOT NULL,
	"num_parcelas" integer DEFAULT 1 NOT NULL,
	"valor_entrada" numeric(14, 2) DEFAULT '0' NOT NULL,
	"desconto" numeric(14, 2) DEFAULT '0' NOT NULL,
	"valor_avista" numeric(14, 2) DEFAULT '0' NOT NULL,
	"valor_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"responsavel_financeiro" integer,
	"responsavel_financeiro_empresa" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"faturado_por" integer,
	"faturado_em" timestamp with time zone,
	"seguiu_manual_boas_praticas" boolean,
	"motivo_nao_seguimento_boas_praticas" varchar(50),
	"seguiu_manual_boas_praticas_milhas" boolean,
	"motivo_nao_seguimento_boas_praticas_milhas" varchar(50),
	"validado_por" integer,
	"validado_em" timestamp with time zone,
	"cancelado_por" integer,
	"cancelado_em" timestamp with time zone,
	"motivo_cancelamento" varchar(50),
	"fatura_pdf" varchar(200),
	"fatura_pdf_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "beneficiarios" ADD CONSTRAINT "beneficiarios_cotacao_cotacoes_id_fk" FOREIGN KEY ("cotacao") REFERENCES "public"."cotacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiarios" ADD CONSTRAINT "beneficiarios_servico_servicos_id_fk" FOREIGN KEY ("servico") REFERENCES "public"."servicos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiarios" ADD CONSTRAINT "beneficiarios_contato_contatos_id_fk" FOREIGN KEY ("contato") REFERENCES "public"."contatos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_responsavel_financeiro_contatos_id_fk" FOREIGN KEY ("responsavel_financeiro") REFERENCES "public"."contatos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_responsavel_financeiro_empresa_empresas_id_fk" FOREIGN KEY ("responsavel_financeiro_empresa") REFERENCES "public"."empresas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_concluido_por_usuarios_id_fk" FOREIGN KEY ("concluido_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos_servicos" ADD CONSTRAINT "pagamentos_servicos_pagamento_pagamentos_id_fk" FOREIGN KEY ("pagamento") REFERENCES "public"."pagamentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos_servicos" ADD CONSTRAINT "pagamentos_servicos_servico_servicos_id_fk" FOREIGN KEY ("servico") REFERENCES "public"."servicos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagarme_eventos" ADD CONSTRAINT "pagarme_eventos_pagamento_pagamentos_id_fk" FOREIGN KEY ("pagamento") REFERENCES "public"."pagamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicos" ADD CONSTRAINT "servicos_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicos" ADD CONSTRAINT "servicos_cotacao_cotacoes_id_fk" FOREIGN KEY ("cotacao") REFERENCES "public"."cotacoes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicos" ADD CONSTRAINT "servicos_responsavel_financeiro_contatos_id_fk" FOREIGN KEY ("responsavel_financeiro") REFERENCES "public"."contatos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicos" ADD CONSTRAINT "servicos_responsavel_financeiro_empresa_empresas_id_fk" FOREIGN KEY ("responsavel_financeiro_empresa") REFERENCES "public"."empresas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicos" ADD CONSTRAINT "servicos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicos" ADD CONSTRAINT "servicos_faturado_por_usuarios_id_fk" FOREIGN KEY ("faturado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicos" ADD CONSTRAINT "servicos_validado_por_usuarios_id_fk" FOREIGN KEY ("validado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicos" ADD CONSTRAINT "servicos_cancelado_por_usuarios_id_fk" FOREIGN KEY ("cancelado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiarios_cotacao_contato_idx" ON "beneficiarios" USING btree ("cotacao","contato");--> statement-breakpoint
CREATE INDEX "beneficiarios_servico_idx" ON "beneficiarios" USING btree ("servico");--> statement-breakpoint
CREATE INDEX "beneficiarios_contato_idx" ON "beneficiarios" USING btree ("contato");--> statement-breakpoint
CREATE INDEX "pagamentos_venda_idx" ON "pagamentos" USING btree ("venda","id");--> statement-breakpoint
CREATE INDEX "pagamentos_abertos_idx" ON "pagamentos" USING btree ("id") WHERE "pagamentos"."status" = 'nao_efetuado';--> statement-breakpoint
CREATE INDEX "pagamentos_vencimento_idx" ON "pagamentos" USING btree ("data_vencimento","id") WHERE "pagamentos"."status" = 'nao_efetuado';--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_pagarme_id_idx" ON "pagamentos" USING btree ("pagarme_id");--> statement-breakpoint
CREATE INDEX "pagamentos_servicos_servico_idx" ON "pagamentos_servicos" USING btree ("servico");--> statement-breakpoint
CREATE UNIQUE INDEX "servicos_cotacao_idx" ON "servicos" USING btree ("cotacao");--> statement-breakpoint
CREATE INDEX "servicos_venda_idx" ON "servicos" USING btree ("venda","id");--> statement-breakpoint
CREATE INDEX "servicos_status_idx" ON "servicos" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "servicos_created_at_idx" ON "servicos" USING btree ("created_at","id");