DROP INDEX "vendas_cliente_idx";--> statement-breakpoint
DROP INDEX "vendas_cliente_empresa_idx";--> statement-breakpoint
CREATE INDEX "vendas_consultor_status_idx" ON "vendas" USING btree ("consultor","status","id");--> statement-breakpoint
CREATE INDEX "vendas_cliente_idx" ON "vendas" USING btree ("cliente","id");--> statement-breakpoint
CREATE INDEX "vendas_cliente_empresa_idx" ON "vendas" USING btree ("cliente_empresa","id");