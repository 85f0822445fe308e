CREATE TABLE "limites_requisicoes" (
	"chave" text NOT NULL,
	"janela" bigint NOT NULL,
	"total" integer DEFAULT 1 NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	CONSTRAINT "limites_requisicoes_chave_janela_pk" PRIMARY KEY("chave","janela")
);
--> statement-breakpoint
CREATE INDEX "limites_requisicoes_expira_idx" ON "limites_requisicoes" USING btree ("expira_em");