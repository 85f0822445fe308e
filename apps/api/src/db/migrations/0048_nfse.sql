CREATE TABLE "nfse" (
	"id" serial PRIMARY KEY NOT NULL,
	"servico" integer NOT NULL,
	"referencia" varchar(60) NOT NULL,
	"status" varchar(16) DEFAULT 'pendente' NOT NULL,
	"valor" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tomador" jsonb NOT NULL,
	"discriminacao" text NOT NULL,
	"numero" varchar(60),
	"codigo_verificacao" varchar(100),
	"url_pdf" text,
	"url_xml" text,
	"xml" text,
	"mensagem" text,
	"operacao" varchar(16),
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_tentativa" timestamp with time zone,
	"motivo_cancelamento" text,
	"autorizada_em" timestamp with time zone,
	"cancelada_em" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nfse" ADD CONSTRAINT "nfse_servico_servicos_id_fk" FOREIGN KEY ("servico") REFERENCES "public"."servicos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse" ADD CONSTRAINT "nfse_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfse" ADD CONSTRAINT "nfse_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_referencia_idx" ON "nfse" USING btree ("referencia");--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_servico_viva_idx" ON "nfse" USING btree ("servico") WHERE "nfse"."status" <> 'cancelada';--> statement-breakpoint
CREATE INDEX "nfse_fila_idx" ON "nfse" USING btree ("proxima_tentativa","id") WHERE "nfse"."operacao" is not null;--> statement-breakpoint
CREATE INDEX "nfse_status_idx" ON "nfse" USING btree ("status","created_at");