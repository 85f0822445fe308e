ALTER TABLE "emissoes" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "servicos" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "versao_incrementar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."versao" := OLD."versao" + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "emissoes_versao" BEFORE UPDATE ON "emissoes" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();--> statement-breakpoint
CREATE TRIGGER "ordens_pagamento_versao" BEFORE UPDATE ON "ordens_pagamento" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();--> statement-breakpoint
CREATE TRIGGER "pagamentos_versao" BEFORE UPDATE ON "pagamentos" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();--> statement-breakpoint
CREATE TRIGGER "servicos_versao" BEFORE UPDATE ON "servicos" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();
