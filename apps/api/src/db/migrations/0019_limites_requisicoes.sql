-- UNLOGGED: counters that a crash may reset, written without WAL or a flush per request (decision 0030)
CREATE UNLOGGED TABLE "limites_requisicoes" (
	"chave" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 1 NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limites_requisicoes_expira_idx" ON "limites_requisicoes" USING btree ("expira_em");