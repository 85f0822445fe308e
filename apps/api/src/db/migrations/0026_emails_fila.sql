CREATE TABLE "emails_anexos" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_id" integer NOT NULL,
	"nome" varchar(255) NOT NULL,
	"tipo" varchar(127) NOT NULL,
	"conteudo" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emails_fila" (
	"id" serial PRIMARY KEY NOT NULL,
	"para" varchar(254) NOT NULL,
	"assunto" varchar(255) NOT NULL,
	"texto" text NOT NULL,
	"html" text,
	"sensivel" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proximo_envio" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_erro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "emails_anexos" ADD CONSTRAINT "emails_anexos_email_id_emails_fila_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."emails_fila"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_anexos_email_idx" ON "emails_anexos" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "emails_fila_pendentes_idx" ON "emails_fila" USING btree ("proximo_envio","id") WHERE "emails_fila"."status" = 'pendente';--> statement-breakpoint
CREATE INDEX "emails_fila_status_idx" ON "emails_fila" USING btree ("status","created_at");