ALTER TABLE "cotacoes" ADD COLUMN "desagio_wallet" numeric(7, 4);--> statement-breakpoint
ALTER TABLE "cotacoes" ADD COLUMN "desagio_wallet_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cotacoes" ADD COLUMN "tabela_milhas_usada" jsonb;--> statement-breakpoint
ALTER TABLE "emissoes" ADD COLUMN "base_cobrada" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "emissoes" ADD COLUMN "variacao_lucro" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- hand-written
-- Decision 0069. An issuance's commission base is computed from its state: the share of what the client is
-- charged (its base before finance's first change of its orders, decision 0053, else its base) and the
-- profit's variation, the sum of every change's incentive − cost that `cotacao_custo_real` recorded.
UPDATE "emissoes" SET "base_cobrada" = "valor_base";--> statement-breakpoint
WITH "mudancas" AS (
  SELECT ("meta"->>'emissao')::int AS "emissao",
    (array_agg(("dados"->'antes'->>'valor_base_emissao')::numeric ORDER BY "id"))[1] AS "base_cobrada",
    sum((("dados"->'depois'->>'valor_incentivo')::numeric - ("dados"->'antes'->>'valor_incentivo')::numeric)
      - (("dados"->'depois'->>'custo_agencia')::numeric - ("dados"->'antes'->>'custo_agencia')::numeric)) AS "variacao"
  FROM "logs"
  WHERE "tipo" = 'cotacao_custo_real' AND jsonb_typeof("dados"->'depois') = 'object'
    AND "dados"->'antes' ? 'valor_base_emissao' AND "meta" ? 'emissao'
  GROUP BY 1
)
UPDATE "emissoes" SET "base_cobrada" = "mudancas"."base_cobrada", "variacao_lucro" = "mudancas"."variacao",
  "valor_base" = greatest(0, round("mudancas"."base_cobrada" + "mudancas"."variacao" * 0.8914, 2))
FROM "mudancas" WHERE "mudancas"."emissao" = "emissoes"."id";--> statement-breakpoint
-- A quote's wallet discount: derived from its first wallet ticket in reais while it is still a quote
-- (cost = price × (100 − discount) / 100 + fees), else the agency's current average (decision 0028).
UPDATE "cotacoes" SET "desagio_wallet" = "d"."valor", "desagio_wallet_em" = "cotacoes"."updated_at"
FROM (
  SELECT DISTINCT ON ("s"."cotacao") "s"."cotacao",
    round(100 * (1 - ("s"."custo_agencia" - "s"."custo_taxa_embarque" - "s"."custo_taxa_bagagem"
      - "s"."custo_taxas_extras" - "s"."custo_assento_conforto") / "s"."custo_bilhete"), 2) AS "valor"
  FROM "subcotacoes" "s" LEFT JOIN "moedas" "m" ON "m"."id" = "s"."moeda"
  WHERE "s"."tipo_cotacao" = 'wallet' AND "s"."custo_bilhete" > 0 AND ("m"."id" IS NULL OR upper("m"."sigla") = 'BRL')
  ORDER BY "s"."cotacao", "s"."ordem", "s"."id"
) "d"
WHERE "d"."cotacao" = "cotacoes"."id" AND "cotacoes"."status" = 'orcamento' AND "d"."valor" >= 0 AND "d"."valor" < 100;--> statement-breakpoint
UPDATE "cotacoes" SET "desagio_wallet_em" = now(), "desagio_wallet" = round(coalesce(
    (SELECT avg("desagio_compra") FROM "milhas_validadas" WHERE "tipo" = 'wallet' AND NOT "conta_propria"
      AND "desagio_compra" IS NOT NULL AND "created_at" >= now() - interval '90 days'),
    (SELECT "valor"::numeric FROM "parametros" WHERE "chave" = 'desagio_proprio')), 2)
WHERE "desagio_wallet" IS NULL
  AND EXISTS (SELECT 1 FROM "subcotacoes" "s" WHERE "s"."cotacao" = "cotacoes"."id" AND "s"."tipo_cotacao" = 'wallet');--> statement-breakpoint
-- The miles prices of each miles ticket: the table's sale price is its effective price less its adjustment
-- (unless it had a fixed price), the price paid per thousand its cost less fees (fees in reais, miles known).
UPDATE "cotacoes" SET "tabela_milhas_usada" = "t"."usadas"
FROM (
  SELECT "s"."cotacao", jsonb_agg(jsonb_build_object(
      'programa', "s"."programa_fidelidade",
      'classe', CASE
        WHEN "p"->>'economica' = 'true' THEN 'economica'
        WHEN "p"->>'economica_premium' = 'true' THEN 'economica_premium'
        WHEN "p"->>'executiva' = 'true' THEN 'executiva'
        WHEN "p"->>'primeira_classe' = 'true' THEN 'primeira_classe'
        ELSE 'economica' END,
      'quantidade', "s"."quantidade_milhas",
      'milheiro_tabela', CASE WHEN coalesce("s"."milheiro", 0) = 0 AND "s"."milheiro_efetivo" IS NOT NULL
        THEN round("s"."milheiro_efetivo" - "s"."ajuste_efetivo", 2)::text END,
      'milheiro_custo', round(("s"."custo_agencia" - "s"."custo_taxa_embarque" - "s"."custo_taxa_bagagem"
        - "s"."custo_taxas_extras" - "s"."custo_assento_conforto") * 1000 / "s"."quantidade_milhas", 2)::text,
      'tabela_em', NULL
    ) ORDER BY "s"."ordem", "s"."id") AS "usadas"
  FROM "subcotacoes" "s"
  LEFT JOIN "moedas" "m" ON "m"."id" = "s"."moeda"
  CROSS JOIN LATERAL (SELECT "s"."viagem"->'trechos'->0->'pernas'->0 AS "p") "perna"
  WHERE "s"."tipo_cotacao" = 'milha' AND "s"."quantidade_milhas" > 0
    AND ("m"."id" IS NULL OR upper("m"."sigla") = 'BRL')
  GROUP BY "s"."cotacao"
) "t"
WHERE "t"."cotacao" = "cotacoes"."id";
