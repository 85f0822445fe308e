CREATE INDEX "cotacoes_created_at_idx" ON "cotacoes" USING btree ("created_at","venda");--> statement-breakpoint
CREATE INDEX "cotacoes_carrinho_em_idx" ON "cotacoes" USING btree ("carrinho_em","venda") WHERE "cotacoes"."carrinho_em" is not null;--> statement-breakpoint
CREATE INDEX "orcamentos_created_at_idx" ON "orcamentos" USING btree ("created_at","venda_consultor");--> statement-breakpoint
CREATE INDEX "vendas_created_at_idx" ON "vendas" USING btree ("created_at","consultor","status");