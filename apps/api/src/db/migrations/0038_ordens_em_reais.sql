ALTER TABLE "ordens_pagamento" ADD COLUMN "moeda" varchar(3) DEFAULT 'BRL' NOT NULL;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD COLUMN "valor_moeda" numeric(22, 8) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD COLUMN "cambio" numeric(24, 14) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD COLUMN "cambio_pago" numeric(24, 14);--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD COLUMN "valor_pago" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD COLUMN "diferenca_cambial" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "moedas" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- hand-written
CREATE TRIGGER "moedas_versao" BEFORE UPDATE ON "moedas" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();--> statement-breakpoint
-- a BRL order's amount in its currency is its value and its factor is 1, whoever writes it (decision 0064)
CREATE FUNCTION "ordens_pagamento_moeda_brl"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.moeda = 'BRL' THEN
    NEW.valor_moeda := NEW.valor;
    NEW.cambio := 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "ordens_pagamento_moeda_brl" BEFORE INSERT OR UPDATE ON "ordens_pagamento" FOR EACH ROW EXECUTE FUNCTION "ordens_pagamento_moeda_brl"();--> statement-breakpoint
UPDATE "ordens_pagamento" SET "valor_moeda" = "valor";--> statement-breakpoint
-- orders made before were the field's amount in the quote's (or ticket's) currency: converted at the quote's
-- kept rate (decision 0041), its year's factor and the currency's multiplier (precos/moedas.ts)
WITH alvo AS (
  SELECT o.id, upper(m.sigla) AS sigla,
    coalesce((c.cambios ->> m.id::text)::numeric, m.cambio)
      * CASE
          WHEN extract(year FROM c.data_hora_cotacao AT TIME ZONE 'America/Sao_Paulo') <= 2023 THEN 1.0538
          WHEN extract(year FROM c.data_hora_cotacao AT TIME ZONE 'America/Sao_Paulo') = 2024 THEN 1.0438
          WHEN extract(year FROM c.data_hora_cotacao AT TIME ZONE 'America/Sao_Paulo') = 2025 THEN 1.0338
          WHEN extract(year FROM c.data_hora_cotacao AT TIME ZONE 'America/Sao_Paulo') = 2026 THEN 1.0238
          WHEN extract(year FROM c.data_hora_cotacao AT TIME ZONE 'America/Sao_Paulo') = 2027 THEN 1.0138
          ELSE 1
        END
      * CASE WHEN upper(m.sigla) IN ('USD', 'EUR') THEN 1.05 ELSE 1.071 END AS fator
  FROM "ordens_pagamento" o
  JOIN "emissoes" e ON e.id = o.emissao
  JOIN "cotacoes" c ON c.id = e.cotacao
  LEFT JOIN "subcotacoes" s ON s.id = e.subcotacao
  JOIN "moedas" m ON m.id = CASE
    WHEN e.tipo LIKE 'emissao_voo%' OR e.tipo = 'emissao_aereo' THEN s.moeda ELSE c.moeda END
  WHERE upper(m.sigla) <> 'BRL' AND o.campo_formador <> 'rav'
    AND NOT (e.tipo = 'emissao_voo_milha' AND o.campo_formador = 'milheiro')
    AND NOT (e.tipo = 'emissao_voo_wallet' AND o.campo_formador = 'custo_bilhete'
      AND EXISTS (SELECT 1 FROM "milhas_validadas" mv WHERE mv.subcotacao = e.subcotacao))
)
UPDATE "ordens_pagamento" o
  SET "moeda" = alvo.sigla, "valor_moeda" = o.valor, "cambio" = alvo.fator, "valor" = round(o.valor * alvo.fator, 2)
  FROM alvo WHERE alvo.id = o.id;
