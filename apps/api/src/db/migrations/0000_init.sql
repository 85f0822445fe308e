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
ALTER TABLE "auth_eventos" ADD CONSTRAINT "auth_eventos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tentativas" ADD CONSTRAINT "login_tentativas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_usuario_usuarios_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_consultor_usuarios_id_fk" FOREIGN KEY ("consultor") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_log_logs_id_fk" FOREIGN KEY ("log") REFERENCES "public"."logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_eventos_usuario_idx" ON "auth_eventos" USING btree ("usuario_id","tipo","created_at");--> statement-breakpoint
CREATE INDEX "auth_eventos_login_idx" ON "auth_eventos" USING btree ("login","tipo","created_at");--> statement-breakpoint
CREATE INDEX "auth_eventos_ip_idx" ON "auth_eventos" USING btree ("ip","tipo","created_at");--> statement-breakpoint
CREATE INDEX "login_tentativas_usuario_idx" ON "login_tentativas" USING btree ("usuario_id","created_at");--> statement-breakpoint
CREATE INDEX "sessoes_usuario_idx" ON "sessoes" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "logs_venda_idx" ON "logs" USING btree ("venda");--> statement-breakpoint
CREATE INDEX "logs_created_idx" ON "logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notificacoes_created_idx" ON "notificacoes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notificacoes_venda_idx" ON "notificacoes" USING btree ("venda");