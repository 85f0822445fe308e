-- Every API process keeps the dashboard's count of sales with divergences for a minute
-- (modules/conciliacao, decision 0053). A change to any row the reconciliation reads tells them all, on the
-- channel skyler_dinheiro, when the transaction commits (NOTIFY sends one message per transaction and payload).
CREATE FUNCTION "dinheiro_avisar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('skyler_dinheiro', '{}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "servicos_avisar_dinheiro" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "servicos"
  FOR EACH STATEMENT EXECUTE FUNCTION "dinheiro_avisar"();
--> statement-breakpoint
CREATE TRIGGER "pagamentos_avisar_dinheiro" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pagamentos"
  FOR EACH STATEMENT EXECUTE FUNCTION "dinheiro_avisar"();
--> statement-breakpoint
CREATE TRIGGER "pagamentos_servicos_avisar_dinheiro" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pagamentos_servicos"
  FOR EACH STATEMENT EXECUTE FUNCTION "dinheiro_avisar"();
--> statement-breakpoint
CREATE TRIGGER "cotacoes_avisar_dinheiro" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cotacoes"
  FOR EACH STATEMENT EXECUTE FUNCTION "dinheiro_avisar"();
--> statement-breakpoint
CREATE TRIGGER "emissoes_avisar_dinheiro" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "emissoes"
  FOR EACH STATEMENT EXECUTE FUNCTION "dinheiro_avisar"();
--> statement-breakpoint
CREATE TRIGGER "emissoes_pagamentos_avisar_dinheiro" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "emissoes_pagamentos"
  FOR EACH STATEMENT EXECUTE FUNCTION "dinheiro_avisar"();
--> statement-breakpoint
CREATE TRIGGER "ordens_pagamento_avisar_dinheiro" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ordens_pagamento"
  FOR EACH STATEMENT EXECUTE FUNCTION "dinheiro_avisar"();
--> statement-breakpoint
CREATE TRIGGER "vendas_avisar_dinheiro" AFTER INSERT OR DELETE OR TRUNCATE ON "vendas"
  FOR EACH STATEMENT EXECUTE FUNCTION "dinheiro_avisar"();
