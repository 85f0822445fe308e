CREATE TABLE "limites_requisicoes" (
	"chave" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 1 NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limites_requisicoes_expira_idx" ON "limites_requisicoes" USING btree ("expira_em");