ALTER TABLE "lembretes_configuracao" ADD COLUMN "tipos" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lembretes_configuracao" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "agencia" ADD COLUMN "portal_versao" integer DEFAULT 1 NOT NULL;