CREATE TABLE "taxas_meio_pagamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"meio_pagamento" varchar(30) NOT NULL,
	"num_parcelas" integer DEFAULT 1 NOT NULL,
	"percentual" numeric(5, 2) DEFAULT '0' NOT NULL,
	"fixo" numeric(14, 2) DEFAULT '0' NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "taxas_meio_pagamento_parcelas_check" CHECK ("taxas_meio_pagamento"."num_parcelas" between 1 and 12),
	CONSTRAINT "taxas_meio_pagamento_percentual_check" CHECK ("taxas_meio_pagamento"."percentual" >= 0 and "taxas_meio_pagamento"."percentual" <= 100),
	CONSTRAINT "taxas_meio_pagamento_fixo_check" CHECK ("taxas_meio_pagamento"."fixo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "taxas_meio_pagamento" ADD CONSTRAINT "taxas_meio_pagamento_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "taxas_meio_pagamento_vigente_idx" ON "taxas_meio_pagamento" USING btree ("meio_pagamento","num_parcelas") WHERE "taxas_meio_pagamento"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "taxas_meio_pagamento_historico_idx" ON "taxas_meio_pagamento" USING btree ("archived_at");