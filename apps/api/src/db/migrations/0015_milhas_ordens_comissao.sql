CREATE TABLE "milhas_validadas" (
	"id" serial PRIMARY KEY NOT NULL,
	"servico" integer NOT NULL,
	"cotacao" integer NOT NULL,
	"venda" integer NOT NULL,
	"subcotacao" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"contato" integer,
	"conta_fidelidade" integer,
	"provedor_milhas" integer,
	"programa_fidelidade" integer,
	"login" varchar(120),
	"senha_cifrada" text,
	"cpf" varchar(11),
	"titular" varchar(150),
	"conta_propria" boolean DEFAULT false NOT NULL,
	"valor" integer DEFAULT 0 NOT NULL,
	"valor_compra" numeric(10, 2),
	"desagio_compra" numeric(7, 4),
	"mesma_conta" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordens_pagamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"emissao" integer NOT NULL,
	"servico" integer NOT NULL,
	"venda" integer NOT NULL,
	"fornecedor" integer,
	"pagamento_emissao" integer,
	"campo_formador" varchar(30) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"meio_pagamento" varchar(20) NOT NULL,
	"cartao" integer,
	"status" varchar(10) DEFAULT 'aberto' NOT NULL,
	"id_fatura" varchar(60),
	"data_pagamento" date,
	"data_solicitacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "emissoes" ADD COLUMN "cotador" integer;--> statement-breakpoint
ALTER TABLE "emissoes" ADD COLUMN "valor_base" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "emissoes" ADD COLUMN "pct_consultor" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "emissoes" ADD COLUMN "pct_cotador" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "emissoes" ADD COLUMN "pct_emissor" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "comissao_consultor" numeric(5, 2) DEFAULT '3.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "comissao_cotador" numeric(5, 2) DEFAULT '2.50' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "comissao_emissor" numeric(5, 2) DEFAULT '1.50' NOT NULL;--> statement-breakpoint
ALTER TABLE "milhas_validadas" ADD CONSTRAINT "milhas_validadas_servico_servicos_id_fk" FOREIGN KEY ("servico") REFERENCES "public"."servicos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milhas_validadas" ADD CONSTRAINT "milhas_validadas_cotacao_cotacoes_id_fk" FOREIGN KEY ("cotacao") REFERENCES "public"."cotacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milhas_validadas" ADD CONSTRAINT "milhas_validadas_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milhas_validadas" ADD CONSTRAINT "milhas_validadas_subcotacao_subcotacoes_id_fk" FOREIGN KEY ("subcotacao") REFERENCES "public"."subcotacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milhas_validadas" ADD CONSTRAINT "milhas_validadas_contato_contatos_id_fk" FOREIGN KEY ("contato") REFERENCES "public"."contatos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milhas_validadas" ADD CONSTRAINT "milhas_validadas_conta_fidelidade_fidelidades_id_fk" FOREIGN KEY ("conta_fidelidade") REFERENCES "public"."fidelidades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milhas_validadas" ADD CONSTRAINT "milhas_validadas_provedor_milhas_provedores_id_fk" FOREIGN KEY ("provedor_milhas") REFERENCES "public"."provedores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milhas_validadas" ADD CONSTRAINT "milhas_validadas_programa_fidelidade_programas_id_fk" FOREIGN KEY ("programa_fidelidade") REFERENCES "public"."programas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milhas_validadas" ADD CONSTRAINT "milhas_validadas_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_emissao_emissoes_id_fk" FOREIGN KEY ("emissao") REFERENCES "public"."emissoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_servico_servicos_id_fk" FOREIGN KEY ("servico") REFERENCES "public"."servicos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_fornecedor_fornecedores_id_fk" FOREIGN KEY ("fornecedor") REFERENCES "public"."fornecedores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_pagamento_emissao_emissoes_pagamentos_id_fk" FOREIGN KEY ("pagamento_emissao") REFERENCES "public"."emissoes_pagamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_cartao_cartoes_id_fk" FOREIGN KEY ("cartao") REFERENCES "public"."cartoes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milhas_validadas_servico_idx" ON "milhas_validadas" USING btree ("servico");--> statement-breakpoint
CREATE INDEX "milhas_validadas_subcotacao_idx" ON "milhas_validadas" USING btree ("subcotacao");--> statement-breakpoint
CREATE INDEX "milhas_validadas_venda_idx" ON "milhas_validadas" USING btree ("venda","id");--> statement-breakpoint
CREATE INDEX "milhas_validadas_contato_idx" ON "milhas_validadas" USING btree ("contato","id");--> statement-breakpoint
CREATE INDEX "milhas_validadas_conta_idx" ON "milhas_validadas" USING btree ("conta_fidelidade","id");--> statement-breakpoint
CREATE INDEX "milhas_validadas_provedor_idx" ON "milhas_validadas" USING btree ("provedor_milhas","id");--> statement-breakpoint
CREATE INDEX "milhas_validadas_created_at_idx" ON "milhas_validadas" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "milhas_validadas_wallet_idx" ON "milhas_validadas" USING btree ("id") WHERE "milhas_validadas"."tipo" = 'wallet';--> statement-breakpoint
CREATE INDEX "ordens_pagamento_status_emissao_idx" ON "ordens_pagamento" USING btree ("status","emissao","id");--> statement-breakpoint
CREATE INDEX "ordens_pagamento_emissao_idx" ON "ordens_pagamento" USING btree ("emissao","id");--> statement-breakpoint
CREATE INDEX "ordens_pagamento_venda_idx" ON "ordens_pagamento" USING btree ("venda","status");--> statement-breakpoint
CREATE INDEX "ordens_pagamento_fornecedor_idx" ON "ordens_pagamento" USING btree ("fornecedor","status","emissao");--> statement-breakpoint
CREATE INDEX "ordens_pagamento_cartao_idx" ON "ordens_pagamento" USING btree ("cartao","status","emissao") WHERE "ordens_pagamento"."cartao" is not null;--> statement-breakpoint
CREATE INDEX "ordens_pagamento_campo_idx" ON "ordens_pagamento" USING btree ("campo_formador","status","emissao");--> statement-breakpoint
ALTER TABLE "emissoes" ADD CONSTRAINT "emissoes_cotador_usuarios_id_fk" FOREIGN KEY ("cotador") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emissoes_cotador_idx" ON "emissoes" USING btree ("cotador","id");--> statement-breakpoint
CREATE INDEX "emissoes_created_at_idx" ON "emissoes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "emissoes_conclusao_idx" ON "emissoes" USING btree ("data_hora_emissao","id");--> statement-breakpoint
UPDATE "emissoes" SET "cotador" = coalesce(c."cotado_por", c."cotador") FROM "cotacoes" c WHERE c."id" = "emissoes"."cotacao";
--> statement-breakpoint
WITH b AS (
  SELECT e."id", e."servico", round(s."valor_total" * 0.8914, 2) AS base_total,
    greatest(coalesce(sc."total", 0), 0) AS peso, coalesce(sc."ordem", 0) AS ordem, coalesce(sc."id", 0) AS bilhete
  FROM "emissoes" e
  JOIN "servicos" s ON s."id" = e."servico"
  LEFT JOIN "subcotacoes" sc ON sc."id" = e."subcotacao"
), p AS (
  SELECT b.*, sum(peso) OVER (PARTITION BY servico) AS soma, count(*) OVER (PARTITION BY servico) AS n,
    row_number() OVER (PARTITION BY servico ORDER BY ordem DESC, bilhete DESC) AS de_tras
  FROM b
), q AS (
  SELECT p.*, CASE WHEN soma = 0 THEN round(base_total / n, 2) ELSE round(base_total * peso / soma, 2) END AS parte
  FROM p
), r AS (
  SELECT id, CASE WHEN de_tras = 1 THEN base_total - (sum(parte) OVER (PARTITION BY servico) - parte) ELSE parte END AS valor
  FROM q
)
UPDATE "emissoes" SET "valor_base" = r.valor FROM r WHERE r.id = "emissoes"."id";
