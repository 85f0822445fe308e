DROP INDEX "nfse_servico_viva_idx";--> statement-breakpoint
ALTER TABLE "nfse" ADD COLUMN "tipo" varchar(20) DEFAULT 'nota' NOT NULL;--> statement-breakpoint
ALTER TABLE "nfse" ADD COLUMN "ajusta" integer;--> statement-breakpoint
ALTER TABLE "nfse" ADD CONSTRAINT "nfse_ajusta_nfse_id_fk" FOREIGN KEY ("ajusta") REFERENCES "public"."nfse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nfse_ajusta_idx" ON "nfse" USING btree ("ajusta") WHERE "nfse"."ajusta" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "nfse_servico_viva_idx" ON "nfse" USING btree ("servico") WHERE "nfse"."status" <> 'cancelada' and "nfse"."ajusta" is null;