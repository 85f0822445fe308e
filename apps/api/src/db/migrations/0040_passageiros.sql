CREATE TABLE "passageiros" (
	"orcamento" integer NOT NULL,
	"contato" integer NOT NULL,
	"ordem" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passageiros_pk" PRIMARY KEY("orcamento","contato")
);
--> statement-breakpoint
CREATE TABLE "passageiros_exclusoes" (
	"cotacao" integer NOT NULL,
	"contato" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passageiros_exclusoes_pk" PRIMARY KEY("cotacao","contato")
);
--> statement-breakpoint
ALTER TABLE "documentos_contato" ADD COLUMN "nome_passaporte" varchar(150);--> statement-breakpoint
ALTER TABLE "emissoes" ADD COLUMN "justificativa_documentos" text;--> statement-breakpoint
ALTER TABLE "passageiros" ADD CONSTRAINT "passageiros_orcamento_orcamentos_id_fk" FOREIGN KEY ("orcamento") REFERENCES "public"."orcamentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passageiros" ADD CONSTRAINT "passageiros_contato_contatos_id_fk" FOREIGN KEY ("contato") REFERENCES "public"."contatos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passageiros_exclusoes" ADD CONSTRAINT "passageiros_exclusoes_cotacao_cotacoes_id_fk" FOREIGN KEY ("cotacao") REFERENCES "public"."cotacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passageiros_exclusoes" ADD CONSTRAINT "passageiros_exclusoes_contato_contatos_id_fk" FOREIGN KEY ("contato") REFERENCES "public"."contatos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passageiros_contato_idx" ON "passageiros" USING btree ("contato");--> statement-breakpoint
-- hand-written
-- each request's passengers are the contacts its quotes already had, in the order they were first chosen
INSERT INTO "passageiros" ("orcamento", "contato", "ordem")
SELECT "orcamento", "contato", row_number() OVER (PARTITION BY "orcamento" ORDER BY "primeira_ordem", "primeiro_id")
FROM (
  SELECT c."orcamento", b."contato", min(b."ordem") AS "primeira_ordem", min(b."id") AS "primeiro_id"
  FROM "beneficiarios" b JOIN "cotacoes" c ON c."id" = b."cotacao"
  GROUP BY c."orcamento", b."contato"
) AS "escolhidos";--> statement-breakpoint
-- a quote still in the cart with its own list keeps it: the request's other passengers are dropped from it
INSERT INTO "passageiros_exclusoes" ("cotacao", "contato")
SELECT c."id", p."contato"
FROM "cotacoes" c JOIN "passageiros" p ON p."orcamento" = c."orcamento"
WHERE c."status" = 'carrinho'
  AND EXISTS (SELECT 1 FROM "beneficiarios" b WHERE b."cotacao" = c."id" AND b."servico" IS NULL)
  AND NOT EXISTS (
    SELECT 1 FROM "beneficiarios" b WHERE b."cotacao" = c."id" AND b."servico" IS NULL AND b."contato" = p."contato"
  );
