ALTER TABLE "pagamentos" ADD COLUMN "pagarme_centavos" integer;--> statement-breakpoint
ALTER TABLE "pagarme_eventos" ADD COLUMN "divergencia" varchar(200);--> statement-breakpoint
ALTER TABLE "servicos" ADD COLUMN "excecao_pagamento_por" integer;--> statement-breakpoint
ALTER TABLE "servicos" ADD COLUMN "excecao_pagamento_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "servicos" ADD COLUMN "excecao_pagamento_motivo" varchar(500);--> statement-breakpoint
ALTER TABLE "servicos" ADD CONSTRAINT "servicos_excecao_pagamento_por_usuarios_id_fk" FOREIGN KEY ("excecao_pagamento_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- links created before the amount was stored: the amount they were created for (value plus fee, in cents, truncated)
UPDATE "pagamentos" SET "pagarme_centavos" = trunc(("valor" + "taxa_meio_pagamento") * 100)::integer WHERE "pagarme_id" IS NOT NULL AND "pagarme_centavos" IS NULL;
