CREATE TABLE "auth_eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(32) NOT NULL,
	"usuario_id" integer,
	"login" varchar(150) DEFAULT '' NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_tentativas" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"codigo_hash" varchar(64) NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"encerrada_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"ip" varchar(64) NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(64) NOT NULL,
	"venda" integer,
	"usuario" integer,
	"dados" jsonb NOT NULL,
	"meta" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"context" varchar(32) NOT NULL,
	"ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"venda" integer,
	"consultor" integer,
	"cliente" integer,
	"log" integer,
	"importante" boolean DEFAULT false NOT NULL,
	"lido" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL,
	"nome" varchar(150) NOT NULL,
	"sobrenome" varchar(150) DEFAULT '' NOT NULL,
	"senha_hash" text NOT NULL,
	"is_staff" boolean DEFAULT true NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"cliente" boolean DEFAULT false NOT NULL,
	"id_token" text,
	"pertencente" text[] DEFAULT '{}' NOT NULL,
	"authorized_restricted_routes" text[] DEFAULT '{}' NOT NULL,
	"perfil_user" text[] DEFAULT '{}' NOT NULL,
	"sdr" boolean DEFAULT false NOT NULL,
	"consultor" boolean DEFAULT false NOT NULL,
	"cotador" boolean DEFAULT false NOT NULL,
	"consultores_extra" integer[] DEFAULT '{}' NOT NULL,
	"cotador_extra" integer[] DEFAULT '{}' NOT NULL,
	"emissores_extra" integer[] DEFAULT '{}' NOT NULL,
	"bloqueado_em" timestamp with time zone,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "aeroportos" (
	"id" serial PRIMARY KEY NOT NULL,
	"iata" char(3) NOT NULL,
	"icao" varchar(4),
	"nome" varchar(200) NOT NULL,
	"cidade_nome" varchar(100),
	"cidade_id" integer,
	"estado_sigla" char(2),
	"pais_iso2" char(2),
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"busca" text NOT NULL,
	CONSTRAINT "aeroportos_iata_unique" UNIQUE("iata")
);
--> statement-breakpoint
CREATE TABLE "cartoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"bandeira" varchar(30) NOT NULL,
	"digs" varchar(4) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cias_aereas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(150) NOT NULL,
	"nome_resumido" varchar(60) NOT NULL,
	"iata" varchar(2),
	"icao" varchar(3),
	"pais" varchar(100),
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"nome_busca" varchar(100) NOT NULL,
	"estado_id" integer NOT NULL,
	"codigo_ibge" integer NOT NULL,
	CONSTRAINT "cidades_codigo_ibge_unique" UNIQUE("codigo_ibge")
);
--> statement-breakpoint
CREATE TABLE "estados" (
	"id" serial PRIMARY KEY NOT NULL,
	"sigla" char(2) NOT NULL,
	"nome" varchar(60) NOT NULL,
	"codigo_ibge" integer NOT NULL,
	CONSTRAINT "estados_sigla_unique" UNIQUE("sigla"),
	CONSTRAINT "estados_codigo_ibge_unique" UNIQUE("codigo_ibge")
);
--> statement-breakpoint
CREATE TABLE "fidelidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"programa_id" integer NOT NULL,
	"titular" text NOT NULL,
	"numero_id_conta" varchar(64) NOT NULL,
	"contato_id" integer,
	"provedor_id" integer,
	"conta_propria" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moedas" (
	"id" serial PRIMARY KEY NOT NULL,
	"sigla" varchar(3) NOT NULL,
	"nome" varchar(100) NOT NULL,
	"simbolo" varchar(10) NOT NULL,
	"cambio" numeric(14, 6) NOT NULL,
	"cambio_data" date,
	"casas_decimais" integer DEFAULT 2 NOT NULL,
	CONSTRAINT "moedas_sigla_unique" UNIQUE("sigla")
);
--> statement-breakpoint
CREATE TABLE "paises" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso2" char(2) NOT NULL,
	"iso3" char(3),
	"nome" varchar(100) NOT NULL,
	"nome_busca" varchar(100) NOT NULL,
	"codigo_telefone" varchar(8),
	CONSTRAINT "paises_iso2_unique" UNIQUE("iso2")
);
--> statement-breakpoint
CREATE TABLE "programas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"cia_aerea_id" integer,
	"tipo" varchar(16) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "programas_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
ALTER TABLE "auth_eventos" ADD CONSTRAINT "auth_eventos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tentativas" ADD CONSTRAINT "login_tentativas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_usuario_usuarios_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_consultor_usuarios_id_fk" FOREIGN KEY ("consultor") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_log_logs_id_fk" FOREIGN KEY ("log") REFERENCES "public"."logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aeroportos" ADD CONSTRAINT "aeroportos_cidade_id_cidades_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidades" ADD CONSTRAINT "cidades_estado_id_estados_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fidelidades" ADD CONSTRAINT "fidelidades_programa_id_programas_id_fk" FOREIGN KEY ("programa_id") REFERENCES "public"."programas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programas" ADD CONSTRAINT "programas_cia_aerea_id_cias_aereas_id_fk" FOREIGN KEY ("cia_aerea_id") REFERENCES "public"."cias_aereas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_eventos_usuario_idx" ON "auth_eventos" USING btree ("usuario_id","tipo","created_at");--> statement-breakpoint
CREATE INDEX "auth_eventos_login_idx" ON "auth_eventos" USING btree ("login","tipo","created_at");--> statement-breakpoint
CREATE INDEX "auth_eventos_ip_idx" ON "auth_eventos" USING btree ("ip","tipo","created_at");--> statement-breakpoint
CREATE INDEX "login_tentativas_usuario_idx" ON "login_tentativas" USING btree ("usuario_id","created_at");--> statement-breakpoint
CREATE INDEX "sessoes_usuario_idx" ON "sessoes" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "logs_venda_idx" ON "logs" USING btree ("venda");--> statement-breakpoint
CREATE INDEX "logs_created_idx" ON "logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notificacoes_created_idx" ON "notificacoes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notificacoes_venda_idx" ON "notificacoes" USING btree ("venda");--> statement-breakpoint
CREATE INDEX "aeroportos_busca_idx" ON "aeroportos" USING btree ("busca" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cias_aereas_iata_idx" ON "cias_aereas" USING btree ("iata");--> statement-breakpoint
CREATE INDEX "cidades_estado_busca_idx" ON "cidades" USING btree ("estado_id","nome_busca");--> statement-breakpoint
CREATE INDEX "fidelidades_programa_idx" ON "fidelidades" USING btree ("programa_id");--> statement-breakpoint
CREATE INDEX "fidelidades_contato_idx" ON "fidelidades" USING btree ("contato_id");