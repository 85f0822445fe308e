CREATE TABLE "retencao_execucoes" (
	"dia" varchar(10) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contatos" ADD COLUMN "anonimizado_em" timestamp with time zone;