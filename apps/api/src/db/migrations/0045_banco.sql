CREATE TABLE "contas_bancarias" (
	"id" serial PRIMARY KEY NOT NULL,
	"banco" varchar(3) NOT NULL,
	"agencia" varchar(10) NOT NULL,
	"conta" varchar(20) NOT NULL,
	"descricao" varchar(100) NOT NULL,
	"chave_pix" varchar(77),
	"csv_mapeamento" jsonb,
	"ativa" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extratos_bancarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"conta" integer NOT NULL,
	"arquivo_nome" varchar(200) NOT NULL,
	"formato" varchar(3) NOT NULL,
	"hash" varchar(64) NOT NULL,
	"inicio" date,
	"fim" date,
	"saldo_final" numeric(14, 2),
	"saldo_data" date,
	"importados" integer DEFAULT 0 NOT NULL,
	"repetidos" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movimentos_bancarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"conta" integer NOT NULL,
	"extrato" integer,
	"chave" varchar(255) NOT NULL,
	"data" date NOT NULL,
	"tipo" varchar(7) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"descricao" varchar(255) DEFAULT '' NOT NULL,
	"documento" varchar(14),
	"txid" varchar(35),
	"status" varchar(10) DEFAULT 'pendente' NOT NULL,
	"motivo_pendencia" varchar(20),
	"categoria" varchar(30),
	"motivo" text,
	"conciliado_por" integer,
	"conciliado_em" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "movimentos_bancarios_valor_check" CHECK ("movimentos_bancarios"."valor" > 0)
);
--> statement-breakpoint
CREATE TABLE "movimentos_bancarios_vinculos" (
	"id" serial PRIMARY KEY NOT NULL,
	"movimento" integer NOT NULL,
	"pagamento" integer,
	"ordem" integer,
	"valor" numeric(14, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movimentos_bancarios_vinculos_alvo_check" CHECK (("movimentos_bancarios_vinculos"."pagamento" is null) <> ("movimentos_bancarios_vinculos"."ordem" is null)),
	CONSTRAINT "movimentos_bancarios_vinculos_valor_check" CHECK ("movimentos_bancarios_vinculos"."valor" > 0)
);
--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD COLUMN "fora_do_banco_motivo" text;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD COLUMN "fora_do_banco_por" integer;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD COLUMN "fora_do_banco_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "pix_txid" varchar(35);--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "pix_copia_e_cola" text;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "pix_origem" varchar(8);--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "pix_expira_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "boleto_linha" varchar(60);--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "boleto_url" varchar(500);--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "boleto_vencimento" varchar(10);--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "fora_do_banco_motivo" text;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "fora_do_banco_por" integer;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "fora_do_banco_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contas_bancarias" ADD CONSTRAINT "contas_bancarias_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extratos_bancarios" ADD CONSTRAINT "extratos_bancarios_conta_contas_bancarias_id_fk" FOREIGN KEY ("conta") REFERENCES "public"."contas_bancarias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extratos_bancarios" ADD CONSTRAINT "extratos_bancarios_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentos_bancarios" ADD CONSTRAINT "movimentos_bancarios_conta_contas_bancarias_id_fk" FOREIGN KEY ("conta") REFERENCES "public"."contas_bancarias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentos_bancarios" ADD CONSTRAINT "movimentos_bancarios_extrato_extratos_bancarios_id_fk" FOREIGN KEY ("extrato") REFERENCES "public"."extratos_bancarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentos_bancarios" ADD CONSTRAINT "movimentos_bancarios_conciliado_por_usuarios_id_fk" FOREIGN KEY ("conciliado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentos_bancarios_vinculos" ADD CONSTRAINT "movimentos_bancarios_vinculos_movimento_movimentos_bancarios_id_fk" FOREIGN KEY ("movimento") REFERENCES "public"."movimentos_bancarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentos_bancarios_vinculos" ADD CONSTRAINT "movimentos_bancarios_vinculos_pagamento_pagamentos_id_fk" FOREIGN KEY ("pagamento") REFERENCES "public"."pagamentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentos_bancarios_vinculos" ADD CONSTRAINT "movimentos_bancarios_vinculos_ordem_ordens_pagamento_id_fk" FOREIGN KEY ("ordem") REFERENCES "public"."ordens_pagamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentos_bancarios_vinculos" ADD CONSTRAINT "movimentos_bancarios_vinculos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contas_bancarias_numero_idx" ON "contas_bancarias" USING btree ("banco","agencia","conta");--> statement-breakpoint
CREATE INDEX "extratos_bancarios_conta_idx" ON "extratos_bancarios" USING btree ("conta","id");--> statement-breakpoint
CREATE UNIQUE INDEX "movimentos_bancarios_chave_idx" ON "movimentos_bancarios" USING btree ("conta","chave");--> statement-breakpoint
CREATE INDEX "movimentos_bancarios_status_idx" ON "movimentos_bancarios" USING btree ("conta","status","data");--> statement-breakpoint
CREATE INDEX "movimentos_bancarios_data_idx" ON "movimentos_bancarios" USING btree ("conta","data");--> statement-breakpoint
CREATE INDEX "movimentos_bancarios_vinculos_movimento_idx" ON "movimentos_bancarios_vinculos" USING btree ("movimento");--> statement-breakpoint
CREATE INDEX "movimentos_bancarios_vinculos_pagamento_idx" ON "movimentos_bancarios_vinculos" USING btree ("pagamento") WHERE "movimentos_bancarios_vinculos"."pagamento" is not null;--> statement-breakpoint
CREATE INDEX "movimentos_bancarios_vinculos_ordem_idx" ON "movimentos_bancarios_vinculos" USING btree ("ordem") WHERE "movimentos_bancarios_vinculos"."ordem" is not null;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_fora_do_banco_por_usuarios_id_fk" FOREIGN KEY ("fora_do_banco_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_fora_do_banco_por_usuarios_id_fk" FOREIGN KEY ("fora_do_banco_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: a bank account's and a statement line's version rise on every update (decision 0034)
CREATE TRIGGER "contas_bancarias_versao" BEFORE UPDATE ON "contas_bancarias" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();--> statement-breakpoint
CREATE TRIGGER "movimentos_bancarios_versao" BEFORE UPDATE ON "movimentos_bancarios" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
