ALTER TABLE "movimentos_bancarios" ALTER COLUMN "documento" SET DATA TYPE varchar(77);--> statement-breakpoint
ALTER TABLE "fornecedores" ADD COLUMN "chave_pix" varchar(77);