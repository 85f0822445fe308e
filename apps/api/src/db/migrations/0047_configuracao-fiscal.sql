CREATE TABLE "configuracao_fiscal" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cnpj" varchar(14) NOT NULL,
	"inscricao_municipal" varchar(20) NOT NULL,
	"municipio_ibge" varchar(7) NOT NULL,
	"municipio_nome" varchar(100) NOT NULL,
	"regime" varchar(20) NOT NULL,
	"codigo_servico" varchar(5) DEFAULT '09.02' NOT NULL,
	"aliquota_iss" numeric(5, 2) NOT NULL,
	"iss_retido" boolean DEFAULT false NOT NULL,
	"tributos" jsonb NOT NULL,
	"modelo_descricao" text DEFAULT '' NOT NULL,
	"emissao" varchar(20) NOT NULL,
	"prazo_cancelamento_dias" integer NOT NULL,
	"reembolso_fora_prazo" varchar(30) NOT NULL,
	"plano_contas" jsonb NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configuracao_fiscal_uma_check" CHECK ("configuracao_fiscal"."id" = 1),
	CONSTRAINT "configuracao_fiscal_regime_check" CHECK ("configuracao_fiscal"."regime" in ('simples_nacional', 'lucro_presumido')),
	CONSTRAINT "configuracao_fiscal_iss_check" CHECK ("configuracao_fiscal"."aliquota_iss" >= 0 and "configuracao_fiscal"."aliquota_iss" <= 100)
);
--> statement-breakpoint
ALTER TABLE "configuracao_fiscal" ADD CONSTRAINT "configuracao_fiscal_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;