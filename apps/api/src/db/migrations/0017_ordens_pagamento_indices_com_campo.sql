DROP INDEX "ordens_pagamento_fornecedor_idx";--> statement-breakpoint
DROP INDEX "ordens_pagamento_cartao_idx";--> statement-breakpoint
CREATE INDEX "ordens_pagamento_fornecedor_idx" ON "ordens_pagamento" USING btree ("fornecedor","status","campo_formador","emissao");--> statement-breakpoint
CREATE INDEX "ordens_pagamento_cartao_idx" ON "ordens_pagamento" USING btree ("cartao","status","campo_formador","emissao") WHERE "ordens_pagamento"."cartao" is not null;