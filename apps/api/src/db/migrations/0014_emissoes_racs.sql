CREATE TABLE "emissoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"venda" integer NOT NULL,
	"servico" integer NOT NULL,
	"cotacao" integer NOT NULL,
	"subcotacao" integer,
	"tipo" varchar(30) NOT NULL,
	"status" varchar(20) DEFAULT 'fila_de_emissao' NOT NULL,
	"fornecedor" integer,
	"provedor" integer,
	"localizador" varchar(20),
	"observacoes" varchar(30),
	"viagem" jsonb,
	"data_ida" date,
	"emitido_por" integer,
	"data_hora_emissao" timestamp with time zone,
	"concluida_por" integer,
	"cancelada_em" timestamp with time zone,
	"cancelada_por" integer,
	"motivo_cancelamento" varchar(255),
	"venda_consultor" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emissoes_anexos" (
	"id" serial PRIMARY KEY NOT NULL,
	"emissao" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"documento" varchar(200) NOT NULL,
	"tipo_arquivo" varchar(100) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emissoes_beneficiarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"emissao" integer NOT NULL,
	"beneficiario" integer,
	"contato" integer NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"eticket" varchar(30) DEFAULT '' NOT NULL,
	"assento" varchar(10) DEFAULT '' NOT NULL,
	"tipo_assento" varchar(30) DEFAULT '' NOT NULL,
	"tipo_quarto" varchar(30) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emissoes_contagem" (
	"status" varchar(20) NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"venda_consultor" integer NOT NULL,
	"emitido_por" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "emissoes_contagem_pk" PRIMARY KEY("status","tipo","venda_consultor","emitido_por")
);
--> statement-breakpoint
CREATE TABLE "emissoes_pagamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"emissao" integer NOT NULL,
	"servico" integer NOT NULL,
	"campo_formador" varchar(30) NOT NULL,
	"responsavel" varchar(10) NOT NULL,
	"cartao" integer,
	"valor" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "racs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(20) DEFAULT 'remarcacao' NOT NULL,
	"status" varchar(20) DEFAULT 'aberta' NOT NULL,
	"emissao" integer NOT NULL,
	"venda" integer NOT NULL,
	"servico" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"custo_skyler" boolean DEFAULT false NOT NULL,
	"custo_skyler_valor" numeric(14, 2) DEFAULT '0' NOT NULL,
	"estorno_skyler_data_previsto" date,
	"estorno_skyler_data_realizado" date,
	"custo_skyler_anotacao" varchar(500) DEFAULT '' NOT NULL,
	"cobranca_cliente" varchar(20),
	"cobranca_cliente_fornecedor" integer,
	"cobranca_cliente_valor" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cobranca_cliente_meio" varchar(10),
	"estorno_cliente_data_previsto" date,
	"estorno_cliente_data_realizado" date,
	"cobranca_cliente_anotacao" varchar(500) DEFAULT '' NOT NULL,
	"estorno_cliente_tipo" varchar(10),
	"status_alterado_por" integer,
	"status_alterado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "racs_documentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"rac" integer NOT NULL,
	"tipo" varchar(200) NOT NULL,
	"documento" varchar(200) NOT NULL,
	"nome_arquivo" varchar(200) NOT NULL,
	"tipo_arquivo" varchar(100) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "racs_pagamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"rac" integer NOT NULL,
	"campo_formador" varchar(30) NOT NULL,
	"responsavel" varchar(10) NOT NULL,
	"tipo_rac" varchar(30) NOT NULL,
	"cartao" integer
);
--> statement-breakpoint
CREATE TABLE "racs_protocolos" (
	"id" serial PRIMARY KEY NOT NULL,
	"rac" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"descricao" varchar(500) NOT NULL,
	"data" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "racs_servicos" (
	"id" serial PRIMARY KEY NOT NULL,
	"rac" integer NOT NULL,
	"servico" integer NOT NULL,
	"venda" integer NOT NULL,
	"servico_vinculado_por" integer,
	"servico_vinculado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emissoes" ADD CONSTRAINT "emissoes_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes" ADD CONSTRAINT "emissoes_servico_servicos_id_fk" FOREIGN KEY ("servico") REFERENCES "public"."servicos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes" ADD CONSTRAINT "emissoes_cotacao_cotacoes_id_fk" FOREIGN KEY ("cotacao") REFERENCES "public"."cotacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes" ADD CONSTRAINT "emissoes_subcotacao_subcotacoes_id_fk" FOREIGN KEY ("subcotacao") REFERENCES "public"."subcotacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes" ADD CONSTRAINT "emissoes_fornecedor_fornecedores_id_fk" FOREIGN KEY ("fornecedor") REFERENCES "public"."fornecedores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes" ADD CONSTRAINT "emissoes_provedor_provedores_id_fk" FOREIGN KEY ("provedor") REFERENCES "public"."provedores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes" ADD CONSTRAINT "emissoes_emitido_por_usuarios_id_fk" FOREIGN KEY ("emitido_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes" ADD CONSTRAINT "emissoes_concluida_por_usuarios_id_fk" FOREIGN KEY ("concluida_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes" ADD CONSTRAINT "emissoes_cancelada_por_usuarios_id_fk" FOREIGN KEY ("cancelada_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes_anexos" ADD CONSTRAINT "emissoes_anexos_emissao_emissoes_id_fk" FOREIGN KEY ("emissao") REFERENCES "public"."emissoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes_anexos" ADD CONSTRAINT "emissoes_anexos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes_beneficiarios" ADD CONSTRAINT "emissoes_beneficiarios_emissao_emissoes_id_fk" FOREIGN KEY ("emissao") REFERENCES "public"."emissoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes_beneficiarios" ADD CONSTRAINT "emissoes_beneficiarios_beneficiario_beneficiarios_id_fk" FOREIGN KEY ("beneficiario") REFERENCES "public"."beneficiarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes_beneficiarios" ADD CONSTRAINT "emissoes_beneficiarios_contato_contatos_id_fk" FOREIGN KEY ("contato") REFERENCES "public"."contatos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes_pagamentos" ADD CONSTRAINT "emissoes_pagamentos_emissao_emissoes_id_fk" FOREIGN KEY ("emissao") REFERENCES "public"."emissoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes_pagamentos" ADD CONSTRAINT "emissoes_pagamentos_servico_servicos_id_fk" FOREIGN KEY ("servico") REFERENCES "public"."servicos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes_pagamentos" ADD CONSTRAINT "emissoes_pagamentos_cartao_cartoes_id_fk" FOREIGN KEY ("cartao") REFERENCES "public"."cartoes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emissoes_pagamentos" ADD CONSTRAINT "emissoes_pagamentos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racs" ADD CONSTRAINT "racs_emissao_emissoes_id_fk" FOREIGN KEY ("emissao") REFERENCES "public"."emissoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racs" ADD CONSTRAINT "racs_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racs" ADD CONSTRAINT "racs_servico_servicos_id_fk" FOREIGN KEY ("servico") REFERENCES "public"."servicos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racs" ADD CONSTRAINT "racs_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racs" ADD CONSTRAINT "racs_cobranca_cliente_fornecedor_fornecedores_id_fk" FOREIGN KEY ("cobranca_cliente_fornecedor") REFERENCES "public"."fornecedores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racs" ADD CONSTRAINT "racs_status_alterado_por_usuarios_id_fk" FOREIGN KEY ("status_alterado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racs_documentos" ADD CONSTRAINT "racs_documentos_rac_racs_id_fk" FOREIGN KEY ("rac") REFERENCES "public"."racs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racs_documentos" ADD CONSTRAINT "racs_documentos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racs_pagamentos" ADD CONSTRAINT "racs_pagamentos_rac_racs_id_fk" FOREIGN KEY ("rac") REFERENCES "public"."racs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racs_pagamentos" ADD CONSTRAINT "racs_pagamentos_cartao_cartoes_id_fk" FOREIGN KEY ("cartao") REFERENCES "public"."cartoes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racs_protocolos" ADD CONSTRAINT "racs_protocolos_rac_racs_id_fk" FOREIGN KEY ("rac") REFERENCES "public"."racs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racs_protocolos" ADD CONSTRAINT "racs_protocolos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racs_servicos" ADD CONSTRAINT "racs_servicos_rac_racs_id_fk" FOREIGN KEY ("rac") REFERENCES "public"."racs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racs_servicos" ADD CONSTRAINT "racs_servicos_servico_servicos_id_fk" FOREIGN KEY ("servico") REFERENCES "public"."servicos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racs_servicos" ADD CONSTRAINT "racs_servicos_servico_vinculado_por_usuarios_id_fk" FOREIGN KEY ("servico_vinculado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emissoes_servico_bilhete_idx" ON "emissoes" USING btree ("servico",coalesce("subcotacao", 0));--> statement-breakpoint
CREATE INDEX "emissoes_venda_idx" ON "emissoes" USING btree ("venda","id");--> statement-breakpoint
CREATE INDEX "emissoes_status_idx" ON "emissoes" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "emissoes_tipo_idx" ON "emissoes" USING btree ("tipo","id");--> statement-breakpoint
CREATE INDEX "emissoes_consultor_idx" ON "emissoes" USING btree ("venda_consultor","id");--> statement-breakpoint
CREATE INDEX "emissoes_consultor_status_idx" ON "emissoes" USING btree ("venda_consultor","status","id");--> statement-breakpoint
CREATE INDEX "emissoes_emissor_idx" ON "emissoes" USING btree ("emitido_por","id");--> statement-breakpoint
CREATE INDEX "emissoes_data_ida_idx" ON "emissoes" USING btree ("data_ida","id");--> statement-breakpoint
CREATE INDEX "emissoes_localizador_idx" ON "emissoes" USING btree ("localizador" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "emissoes_fornecedor_idx" ON "emissoes" USING btree ("fornecedor","id");--> statement-breakpoint
CREATE INDEX "emissoes_provedor_idx" ON "emissoes" USING btree ("provedor","id");--> statement-breakpoint
CREATE INDEX "emissoes_anexos_emissao_idx" ON "emissoes_anexos" USING btree ("emissao","id");--> statement-breakpoint
CREATE UNIQUE INDEX "emissoes_beneficiarios_emissao_contato_idx" ON "emissoes_beneficiarios" USING btree ("emissao","contato");--> statement-breakpoint
CREATE INDEX "emissoes_beneficiarios_contato_idx" ON "emissoes_beneficiarios" USING btree ("contato","emissao");--> statement-breakpoint
CREATE UNIQUE INDEX "emissoes_pagamentos_campo_idx" ON "emissoes_pagamentos" USING btree ("emissao","campo_formador");--> statement-breakpoint
CREATE INDEX "racs_status_idx" ON "racs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "racs_venda_idx" ON "racs" USING btree ("venda","id");--> statement-breakpoint
CREATE INDEX "racs_emissao_idx" ON "racs" USING btree ("emissao");--> statement-breakpoint
CREATE INDEX "racs_documentos_rac_idx" ON "racs_documentos" USING btree ("rac","id");--> statement-breakpoint
CREATE UNIQUE INDEX "racs_pagamentos_campo_idx" ON "racs_pagamentos" USING btree ("rac","campo_formador");--> statement-breakpoint
CREATE INDEX "racs_protocolos_rac_idx" ON "racs_protocolos" USING btree ("rac","id");--> statement-breakpoint
CREATE UNIQUE INDEX "racs_servicos_idx" ON "racs_servicos" USING btree ("rac","servico");--> statement-breakpoint
CREATE FUNCTION "emissoes_copiar_venda"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "consultor" INTO NEW."venda_consultor" FROM "vendas" WHERE "id" = NEW."venda";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "emissoes_copiar_venda" BEFORE INSERT OR UPDATE OF "venda" ON "emissoes"
  FOR EACH ROW EXECUTE FUNCTION "emissoes_copiar_venda"();--> statement-breakpoint
CREATE FUNCTION "vendas_copiar_para_emissoes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "emissoes" AS e SET "venda_consultor" = novas."consultor"
    FROM novas JOIN antigas ON antigas."id" = novas."id"
    WHERE e."venda" = novas."id" AND antigas."consultor" IS DISTINCT FROM novas."consultor";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vendas_copiar_para_emissoes" AFTER UPDATE ON "vendas" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "vendas_copiar_para_emissoes"();--> statement-breakpoint
CREATE FUNCTION "emissoes_contagem_ajustar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- each statement's difference per status, type, sale's consultant and issuer
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "emissoes_contagem" ("status", "tipo", "venda_consultor", "emitido_por", "n")
      SELECT "status", "tipo", coalesce("venda_consultor", 0), coalesce("emitido_por", 0), count(*)
      FROM novas GROUP BY 1, 2, 3, 4
      ON CONFLICT ("status", "tipo", "venda_consultor", "emitido_por") DO UPDATE SET "n" = "emissoes_contagem"."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "emissoes_contagem" ("status", "tipo", "venda_consultor", "emitido_por", "n")
      SELECT "status", "tipo", coalesce("venda_consultor", 0), coalesce("emitido_por", 0), -count(*)
      FROM antigas GROUP BY 1, 2, 3, 4
      ON CONFLICT ("status", "tipo", "venda_consultor", "emitido_por") DO UPDATE SET "n" = "emissoes_contagem"."n" + excluded."n";
  ELSE
    INSERT INTO "emissoes_contagem" ("status", "tipo", "venda_consultor", "emitido_por", "n")
      SELECT "status", "tipo", "venda_consultor", "emitido_por", sum("d") FROM (
        SELECT "status", "tipo", coalesce("venda_consultor", 0) AS "venda_consultor",
               coalesce("emitido_por", 0) AS "emitido_por", -1 AS "d"
        FROM antigas
        UNION ALL
        SELECT "status", "tipo", coalesce("venda_consultor", 0), coalesce("emitido_por", 0), 1
        FROM novas
      ) AS "delta" GROUP BY 1, 2, 3, 4 HAVING sum("d") <> 0
      ON CONFLICT ("status", "tipo", "venda_consultor", "emitido_por") DO UPDATE SET "n" = "emissoes_contagem"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "emissoes_contagem_insert" AFTER INSERT ON "emissoes" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "emissoes_contagem_ajustar"();--> statement-breakpoint
CREATE TRIGGER "emissoes_contagem_update" AFTER UPDATE ON "emissoes" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "emissoes_contagem_ajustar"();--> statement-breakpoint
CREATE TRIGGER "emissoes_contagem_delete" AFTER DELETE ON "emissoes" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "emissoes_contagem_ajustar"();
