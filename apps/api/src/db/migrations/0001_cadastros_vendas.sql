CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "fornecedores" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(200) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"telefone" jsonb NOT NULL,
	"cpf" varchar(11),
	"cnpj" varchar(14),
	"endereco" jsonb NOT NULL,
	"meios_de_pagamento" text[] DEFAULT '{}' NOT NULL,
	"busca" text NOT NULL,
	"created_by" integer,
	"last_edited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fornecedores_provedores" (
	"fornecedor_id" integer NOT NULL,
	"provedor_id" integer NOT NULL,
	CONSTRAINT "fornecedores_provedores_fornecedor_id_provedor_id_pk" PRIMARY KEY("fornecedor_id","provedor_id")
);
--> statement-breakpoint
CREATE TABLE "provedor_imagens" (
	"id" serial PRIMARY KEY NOT NULL,
	"provedor_id" integer NOT NULL,
	"titulo" varchar(100) NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"arquivo" text NOT NULL,
	"mime" varchar(64) NOT NULL,
	"tamanho" integer NOT NULL,
	"nome_arquivo" varchar(255) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provedores" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(200) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"telefone" jsonb NOT NULL,
	"cpf" varchar(11),
	"cnpj" varchar(14),
	"tipo_servico" varchar(32) NOT NULL,
	"cia_aerea_id" integer,
	"endereco" jsonb NOT NULL,
	"busca" text NOT NULL,
	"created_by" integer,
	"last_edited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"venda" integer NOT NULL,
	"message" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendas" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" varchar(16) DEFAULT 'proposta' NOT NULL,
	"cliente" integer,
	"cliente_empresa" integer,
	"indicacao" integer,
	"consultor" integer,
	"sdr" integer,
	"created_by" integer,
	"concluida_por" integer,
	"cancelado_por" integer,
	"last_edited_by" integer,
	"motivo_cancelamento" varchar(255),
	"meio_contato_tipo" varchar(16),
	"meio_contato_valor" varchar(255),
	"anotacoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"concluida_em" timestamp with time zone,
	"cancelada_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contatos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(150) NOT NULL,
	"sobrenome" varchar(150) DEFAULT '' NOT NULL,
	"cpf" varchar(11),
	"cnpj" varchar(14),
	"cnh" varchar(11),
	"email" varchar(254),
	"telefone" jsonb,
	"indicacao" integer,
	"data_nascimento" date,
	"genero" varchar(1),
	"tier" varchar(3),
	"perfil" varchar(32) DEFAULT 'contato_basico' NOT NULL,
	"cliente_estrangeiro" boolean DEFAULT false NOT NULL,
	"endereco" jsonb,
	"instagram" varchar(100),
	"linkedin" varchar(200),
	"relacao" integer,
	"tipo_relacao" varchar(60),
	"data_especial" date,
	"ocasiao" varchar(100),
	"observacoes" text,
	"data_busca" jsonb,
	"nome_busca" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"last_edited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos_contato" (
	"id" serial PRIMARY KEY NOT NULL,
	"contato_id" integer NOT NULL,
	"tipo" varchar(16) NOT NULL,
	"numero" varchar(20) NOT NULL,
	"data_emissao" date,
	"data_validade" date,
	"pais" varchar(60),
	"orgao_emissor" varchar(30),
	"categoria" varchar(1),
	"arquivo" text,
	"mime" varchar(100),
	"tamanho" integer,
	"nome_arquivo" varchar(255),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contatos_empresas" (
	"contato_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contatos_empresas_contato_id_empresa_id_pk" PRIMARY KEY("contato_id","empresa_id")
);
--> statement-breakpoint
CREATE TABLE "empresas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(200) NOT NULL,
	"razao_social" varchar(200),
	"cnpj" varchar(14),
	"email" varchar(254),
	"telefone" jsonb,
	"indicacao" integer,
	"observacoes" text,
	"tier" varchar(3),
	"data_busca" jsonb,
	"nome_busca" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"last_edited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fornecedores" ADD CONSTRAINT "fornecedores_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fornecedores" ADD CONSTRAINT "fornecedores_last_edited_by_usuarios_id_fk" FOREIGN KEY ("last_edited_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fornecedores_provedores" ADD CONSTRAINT "fornecedores_provedores_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fornecedores_provedores" ADD CONSTRAINT "fornecedores_provedores_provedor_id_provedores_id_fk" FOREIGN KEY ("provedor_id") REFERENCES "public"."provedores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provedor_imagens" ADD CONSTRAINT "provedor_imagens_provedor_id_provedores_id_fk" FOREIGN KEY ("provedor_id") REFERENCES "public"."provedores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provedor_imagens" ADD CONSTRAINT "provedor_imagens_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provedores" ADD CONSTRAINT "provedores_cia_aerea_id_cias_aereas_id_fk" FOREIGN KEY ("cia_aerea_id") REFERENCES "public"."cias_aereas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provedores" ADD CONSTRAINT "provedores_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provedores" ADD CONSTRAINT "provedores_last_edited_by_usuarios_id_fk" FOREIGN KEY ("last_edited_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_cliente_contatos_id_fk" FOREIGN KEY ("cliente") REFERENCES "public"."contatos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_cliente_empresa_empresas_id_fk" FOREIGN KEY ("cliente_empresa") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_indicacao_contatos_id_fk" FOREIGN KEY ("indicacao") REFERENCES "public"."contatos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_consultor_usuarios_id_fk" FOREIGN KEY ("consultor") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_sdr_usuarios_id_fk" FOREIGN KEY ("sdr") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_concluida_por_usuarios_id_fk" FOREIGN KEY ("concluida_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_cancelado_por_usuarios_id_fk" FOREIGN KEY ("cancelado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_last_edited_by_usuarios_id_fk" FOREIGN KEY ("last_edited_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contatos" ADD CONSTRAINT "contatos_indicacao_contatos_id_fk" FOREIGN KEY ("indicacao") REFERENCES "public"."contatos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contatos" ADD CONSTRAINT "contatos_relacao_contatos_id_fk" FOREIGN KEY ("relacao") REFERENCES "public"."contatos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contatos" ADD CONSTRAINT "contatos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contatos" ADD CONSTRAINT "contatos_last_edited_by_usuarios_id_fk" FOREIGN KEY ("last_edited_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_contato" ADD CONSTRAINT "documentos_contato_contato_id_contatos_id_fk" FOREIGN KEY ("contato_id") REFERENCES "public"."contatos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_contato" ADD CONSTRAINT "documentos_contato_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contatos_empresas" ADD CONSTRAINT "contatos_empresas_contato_id_contatos_id_fk" FOREIGN KEY ("contato_id") REFERENCES "public"."contatos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contatos_empresas" ADD CONSTRAINT "contatos_empresas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_indicacao_contatos_id_fk" FOREIGN KEY ("indicacao") REFERENCES "public"."contatos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_last_edited_by_usuarios_id_fk" FOREIGN KEY ("last_edited_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fornecedores_cpf_idx" ON "fornecedores" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "fornecedores_cnpj_idx" ON "fornecedores" USING btree ("cnpj");--> statement-breakpoint
CREATE INDEX "fornecedores_busca_trgm_idx" ON "fornecedores" USING gin ("busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fornecedores_ordem_idx" ON "fornecedores" USING btree ("busca","id");--> statement-breakpoint
CREATE INDEX "fornecedores_provedores_provedor_idx" ON "fornecedores_provedores" USING btree ("provedor_id");--> statement-breakpoint
CREATE INDEX "provedor_imagens_provedor_idx" ON "provedor_imagens" USING btree ("provedor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "provedores_cpf_idx" ON "provedores" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "provedores_cnpj_idx" ON "provedores" USING btree ("cnpj");--> statement-breakpoint
CREATE INDEX "provedores_tipo_idx" ON "provedores" USING btree ("tipo_servico");--> statement-breakpoint
CREATE INDEX "provedores_busca_trgm_idx" ON "provedores" USING gin ("busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provedores_ordem_idx" ON "provedores" USING btree ("busca","id");--> statement-breakpoint
CREATE INDEX "chat_messages_venda_idx" ON "chat_messages" USING btree ("venda","id");--> statement-breakpoint
CREATE INDEX "vendas_status_idx" ON "vendas" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "vendas_consultor_idx" ON "vendas" USING btree ("consultor","id");--> statement-breakpoint
CREATE INDEX "vendas_sem_consultor_idx" ON "vendas" USING btree ("id") WHERE "vendas"."consultor" is null;--> statement-breakpoint
CREATE INDEX "vendas_cliente_idx" ON "vendas" USING btree ("cliente");--> statement-breakpoint
CREATE INDEX "vendas_cliente_empresa_idx" ON "vendas" USING btree ("cliente_empresa");--> statement-breakpoint
CREATE UNIQUE INDEX "contatos_cpf_idx" ON "contatos" USING btree ("cpf") WHERE "contatos"."cpf" is not null;--> statement-breakpoint
CREATE INDEX "contatos_nome_busca_trgm_idx" ON "contatos" USING gin ("nome_busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contatos_ordem_idx" ON "contatos" USING btree ("nome_busca","id");--> statement-breakpoint
CREATE INDEX "contatos_indicacao_idx" ON "contatos" USING btree ("indicacao");--> statement-breakpoint
CREATE INDEX "contatos_relacao_idx" ON "contatos" USING btree ("relacao");--> statement-breakpoint
CREATE INDEX "documentos_contato_contato_idx" ON "documentos_contato" USING btree ("contato_id","tipo");--> statement-breakpoint
CREATE INDEX "contatos_empresas_empresa_idx" ON "contatos_empresas" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "empresas_cnpj_idx" ON "empresas" USING btree ("cnpj") WHERE "empresas"."cnpj" is not null;--> statement-breakpoint
CREATE INDEX "empresas_nome_busca_trgm_idx" ON "empresas" USING gin ("nome_busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "empresas_ordem_idx" ON "empresas" USING btree ("nome_busca","id");--> statement-breakpoint
ALTER TABLE "fidelidades" ADD CONSTRAINT "fidelidades_contato_id_contatos_id_fk" FOREIGN KEY ("contato_id") REFERENCES "public"."contatos"("id") ON DELETE cascade ON UPDATE no action;