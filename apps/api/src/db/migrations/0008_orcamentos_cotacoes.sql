CREATE TABLE "orcamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"venda" integer NOT NULL,
	"tipo_servico" varchar(20) NOT NULL,
	"status" varchar(10) DEFAULT 'aberto' NOT NULL,
	"descricao" varchar(30) NOT NULL,
	"detalhes" jsonb NOT NULL,
	"quantidade_cotacoes" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"fechado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fechado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cotacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"orcamento" integer NOT NULL,
	"venda" integer NOT NULL,
	"tipo_servico" varchar(20) NOT NULL,
	"status" varchar(10) DEFAULT 'orcamento' NOT NULL,
	"tipo_cotacao" varchar(10) DEFAULT 'pagante' NOT NULL,
	"descricao" varchar(30) NOT NULL,
	"data_hora_cotacao" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"cotador" integer,
	"cotado_por" integer,
	"ajuste_ativado" boolean DEFAULT false NOT NULL,
	"valor_ajuste_absoluto" numeric(14, 2) DEFAULT '0' NOT NULL,
	"valor_ajuste_porcentagem" numeric(10, 4) DEFAULT '0' NOT NULL,
	"incentivo_ativado" boolean DEFAULT false NOT NULL,
	"custo_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"custo_agencia" numeric(14, 2) DEFAULT '0' NOT NULL,
	"valor_ajuste" numeric(14, 2) DEFAULT '0' NOT NULL,
	"valor_final" numeric(14, 2) DEFAULT '0' NOT NULL,
	"valor_incentivo" numeric(14, 2) DEFAULT '0' NOT NULL,
	"lucro_porcentagem" numeric(10, 4) DEFAULT '0' NOT NULL,
	"desconto" numeric(14, 2) DEFAULT '0' NOT NULL,
	"fornecedor" integer,
	"provedor" integer,
	"moeda" integer,
	"detalhes" jsonb,
	"carrinho_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cotacoes_imagens" (
	"cotacao" integer NOT NULL,
	"subcotacao" integer DEFAULT 0 NOT NULL,
	"imagem" integer NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "cotacoes_imagens_cotacao_subcotacao_imagem_pk" PRIMARY KEY("cotacao","subcotacao","imagem")
);
--> statement-breakpoint
CREATE TABLE "subcotacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cotacao" integer NOT NULL,
	"ordem" integer NOT NULL,
	"tipo_cotacao" varchar(10) DEFAULT 'pagante' NOT NULL,
	"fornecedor" integer,
	"provedor" integer,
	"programa_fidelidade" integer,
	"moeda" integer,
	"quantidade_milhas" integer DEFAULT 0 NOT NULL,
	"milheiro" numeric(10, 2),
	"milheiro_efetivo" numeric(10, 2),
	"ajuste_efetivo" numeric(4, 1) DEFAULT '0' NOT NULL,
	"custo_bilhete" numeric(14, 2) DEFAULT '0' NOT NULL,
	"rav" numeric(14, 2) DEFAULT '0' NOT NULL,
	"custo_taxa_embarque" numeric(14, 2) DEFAULT '0' NOT NULL,
	"custo_taxa_bagagem" numeric(14, 2) DEFAULT '0' NOT NULL,
	"custo_taxas_extras" numeric(14, 2) DEFAULT '0' NOT NULL,
	"custo_assento_conforto" numeric(14, 2) DEFAULT '0' NOT NULL,
	"porcentagem_incentivo" numeric(10, 4) DEFAULT '0' NOT NULL,
	"valor_incentivo" numeric(14, 2) DEFAULT '0' NOT NULL,
	"anotacao_custo_extra" text DEFAULT '' NOT NULL,
	"bilhete_ida" boolean DEFAULT false NOT NULL,
	"bilhete_volta" boolean DEFAULT false NOT NULL,
	"bilhete_independente" boolean DEFAULT true NOT NULL,
	"bilhete_fk" integer,
	"viagem" jsonb NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"custo_agencia" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parametros" (
	"chave" varchar(40) PRIMARY KEY NOT NULL,
	"valor" numeric(14, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tabela_milhas" (
	"id" serial PRIMARY KEY NOT NULL,
	"programa" integer NOT NULL,
	"tipo" varchar(16) NOT NULL,
	"operado_por" integer,
	"classe" varchar(20),
	"preco_1" numeric(10, 2),
	"preco_2" numeric(10, 2),
	"preco_3" numeric(10, 2),
	"preco_4" numeric(10, 2),
	"preco_5" numeric(10, 2),
	"preco_6" numeric(10, 2),
	"custo_proprio" numeric(10, 2),
	"custo_terceiros" numeric(10, 2),
	"piso" numeric(10, 2),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orcamentos" ADD CONSTRAINT "orcamentos_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamentos" ADD CONSTRAINT "orcamentos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orcamentos" ADD CONSTRAINT "orcamentos_fechado_por_usuarios_id_fk" FOREIGN KEY ("fechado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes" ADD CONSTRAINT "cotacoes_orcamento_orcamentos_id_fk" FOREIGN KEY ("orcamento") REFERENCES "public"."orcamentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes" ADD CONSTRAINT "cotacoes_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes" ADD CONSTRAINT "cotacoes_cotador_usuarios_id_fk" FOREIGN KEY ("cotador") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes" ADD CONSTRAINT "cotacoes_cotado_por_usuarios_id_fk" FOREIGN KEY ("cotado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes" ADD CONSTRAINT "cotacoes_fornecedor_fornecedores_id_fk" FOREIGN KEY ("fornecedor") REFERENCES "public"."fornecedores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes" ADD CONSTRAINT "cotacoes_provedor_provedores_id_fk" FOREIGN KEY ("provedor") REFERENCES "public"."provedores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes" ADD CONSTRAINT "cotacoes_moeda_moedas_id_fk" FOREIGN KEY ("moeda") REFERENCES "public"."moedas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_imagens" ADD CONSTRAINT "cotacoes_imagens_cotacao_cotacoes_id_fk" FOREIGN KEY ("cotacao") REFERENCES "public"."cotacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_imagens" ADD CONSTRAINT "cotacoes_imagens_imagem_provedor_imagens_id_fk" FOREIGN KEY ("imagem") REFERENCES "public"."provedor_imagens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcotacoes" ADD CONSTRAINT "subcotacoes_cotacao_cotacoes_id_fk" FOREIGN KEY ("cotacao") REFERENCES "public"."cotacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcotacoes" ADD CONSTRAINT "subcotacoes_fornecedor_fornecedores_id_fk" FOREIGN KEY ("fornecedor") REFERENCES "public"."fornecedores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcotacoes" ADD CONSTRAINT "subcotacoes_provedor_provedores_id_fk" FOREIGN KEY ("provedor") REFERENCES "public"."provedores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcotacoes" ADD CONSTRAINT "subcotacoes_programa_fidelidade_programas_id_fk" FOREIGN KEY ("programa_fidelidade") REFERENCES "public"."programas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcotacoes" ADD CONSTRAINT "subcotacoes_moeda_moedas_id_fk" FOREIGN KEY ("moeda") REFERENCES "public"."moedas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabela_milhas" ADD CONSTRAINT "tabela_milhas_programa_programas_id_fk" FOREIGN KEY ("programa") REFERENCES "public"."programas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabela_milhas" ADD CONSTRAINT "tabela_milhas_operado_por_cias_aereas_id_fk" FOREIGN KEY ("operado_por") REFERENCES "public"."cias_aereas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabela_milhas" ADD CONSTRAINT "tabela_milhas_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orcamentos_venda_idx" ON "orcamentos" USING btree ("venda","tipo_servico","status");--> statement-breakpoint
CREATE INDEX "orcamentos_status_idx" ON "orcamentos" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orcamentos_tipo_idx" ON "orcamentos" USING btree ("tipo_servico","id");--> statement-breakpoint
CREATE INDEX "orcamentos_quantidade_idx" ON "orcamentos" USING btree ("quantidade_cotacoes","id");--> statement-breakpoint
CREATE INDEX "orcamentos_abertos_idx" ON "orcamentos" USING btree ("venda") WHERE "orcamentos"."status" = 'aberto';--> statement-breakpoint
CREATE INDEX "cotacoes_orcamento_idx" ON "cotacoes" USING btree ("orcamento","id");--> statement-breakpoint
CREATE INDEX "cotacoes_venda_idx" ON "cotacoes" USING btree ("venda","status");--> statement-breakpoint
CREATE INDEX "cotacoes_cotado_por_idx" ON "cotacoes" USING btree ("cotado_por","orcamento");--> statement-breakpoint
CREATE INDEX "cotacoes_fornecedor_idx" ON "cotacoes" USING btree ("fornecedor","id");--> statement-breakpoint
CREATE INDEX "cotacoes_carrinho_idx" ON "cotacoes" USING btree ("venda") WHERE "cotacoes"."status" = 'carrinho';--> statement-breakpoint
CREATE INDEX "subcotacoes_cotacao_idx" ON "subcotacoes" USING btree ("cotacao","ordem");--> statement-breakpoint
CREATE INDEX "subcotacoes_fornecedor_idx" ON "subcotacoes" USING btree ("fornecedor","id");--> statement-breakpoint
CREATE INDEX "subcotacoes_programa_idx" ON "subcotacoes" USING btree ("programa_fidelidade");--> statement-breakpoint
CREATE INDEX "tabela_milhas_atual_idx" ON "tabela_milhas" USING btree ("tipo","programa") WHERE "tabela_milhas"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "tabela_milhas_historico_idx" ON "tabela_milhas" USING btree ("archived_at");