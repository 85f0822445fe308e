ALTER TABLE "orcamentos" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orcamentos" ADD COLUMN "alterado_em" timestamp with time zone;--> statement-breakpoint
-- hand-written
-- requests still open on a sale already concluded or cancelled close with it, as the sale's change now does
-- (decision 0075), each with its audit row
WITH "fechados" AS (
  UPDATE "orcamentos" AS o
  SET "status" = 'fechado',
    "fechado_em" = coalesce(v."concluida_em", v."cancelada_em", v."updated_at"),
    "fechado_por" = coalesce(v."concluida_por", v."cancelado_por"),
    "updated_at" = coalesce(v."concluida_em", v."cancelada_em", v."updated_at"),
    "versao" = o."versao" + 1
  FROM "vendas" AS v
  WHERE v."id" = o."venda" AND o."status" = 'aberto' AND v."status" <> 'proposta'
  RETURNING o.*
)
INSERT INTO "logs" ("tipo", "usuario", "venda", "dados", "meta", "created_at")
SELECT 'orcamento_fechado_com_venda', f."fechado_por", f."venda",
  jsonb_build_object('antes', jsonb_build_object('status', 'aberto'), 'depois', to_jsonb(f)),
  jsonb_build_object('entidade', 'orcamento', 'id', f."id", 'migracao', '0039'),
  now()
FROM "fechados" AS f;
