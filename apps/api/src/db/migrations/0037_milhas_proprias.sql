CREATE TABLE "milhas_proprias_movimentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"conta" integer NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"milhas" integer NOT NULL,
	"saldo_apos" integer NOT NULL,
	"valor" numeric(12, 2),
	"custo_milheiro" numeric(10, 2),
	"fornecedor" integer,
	"ordem_pagamento" integer,
	"conta_relacionada" integer,
	"bonus_porcentagem" numeric(5, 2),
	"milha_validada" integer,
	"emissao" integer,
	"venda" integer,
	"observacao" varchar(255),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milhas_proprias_saldos" (
	"conta" integer PRIMARY KEY NOT NULL,
	"saldo" integer DEFAULT 0 NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milhas_proprias_saldo_nao_negativo" CHECK ("milhas_proprias_saldos"."saldo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "milhas_proprias_movimentos" ADD CONSTRAINT "milhas_proprias_movimentos_conta_fidelidades_id_fk" FOREIGN KEY ("conta") REFERENCES "public"."fidelidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milhas_proprias_movimentos" ADD CONSTRAINT "milhas_proprias_movimentos_fornecedor_fornecedores_id_fk" FOREIGN KEY ("fornecedor") REFERENCES "public"."fornecedores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milhas_proprias_movimentos" ADD CONSTRAINT "milhas_proprias_movimentos_ordem_pagamento_ordens_pagamento_id_fk" FOREIGN KEY ("ordem_pagamento") REFERENCES "public"."ordens_pagamento"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milhas_proprias_movimentos" ADD CONSTRAINT "milhas_proprias_movimentos_conta_relacionada_fidelidades_id_fk" FOREIGN KEY ("conta_relacionada") REFERENCES "public"."fidelidades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milhas_proprias_movimentos" ADD CONSTRAINT "milhas_proprias_movimentos_milha_validada_milhas_validadas_id_fk" FOREIGN KEY ("milha_validada") REFERENCES "public"."milhas_validadas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milhas_proprias_movimentos" ADD CONSTRAINT "milhas_proprias_movimentos_emissao_emissoes_id_fk" FOREIGN KEY ("emissao") REFERENCES "public"."emissoes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milhas_proprias_movimentos" ADD CONSTRAINT "milhas_proprias_movimentos_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milhas_proprias_movimentos" ADD CONSTRAINT "milhas_proprias_movimentos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milhas_proprias_saldos" ADD CONSTRAINT "milhas_proprias_saldos_conta_fidelidades_id_fk" FOREIGN KEY ("conta") REFERENCES "public"."fidelidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milhas_proprias_movimentos_conta_idx" ON "milhas_proprias_movimentos" USING btree ("conta","id");--> statement-breakpoint
CREATE INDEX "milhas_proprias_movimentos_validada_idx" ON "milhas_proprias_movimentos" USING btree ("milha_validada");--> statement-breakpoint
-- hand-written
CREATE TRIGGER "milhas_proprias_saldos_versao" BEFORE UPDATE ON "milhas_proprias_saldos" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
