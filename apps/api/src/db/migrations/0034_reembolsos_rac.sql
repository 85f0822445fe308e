CREATE TABLE "recebiveis_fornecedor" (
	"id" serial PRIMARY KEY NOT NULL,
	"rac" integer NOT NULL,
	"venda" integer NOT NULL,
	"servico" integer NOT NULL,
	"emissao" integer NOT NULL,
	"fornecedor" integer,
	"valor" numeric(14, 2) NOT NULL,
	"vencimento" date,
	"status" varchar(10) DEFAULT 'aberto' NOT NULL,
	"data_recebimento" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ALTER COLUMN "emissao" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ALTER COLUMN "servico" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ALTER COLUMN "venda" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ALTER COLUMN "campo_formador" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD COLUMN "tipo" varchar(20) DEFAULT 'fornecedor' NOT NULL;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD COLUMN "rac" integer;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD COLUMN "cliente" integer;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD COLUMN "cliente_empresa" integer;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD COLUMN "vencimento" date;--> statement-breakpoint
ALTER TABLE "racs" ADD COLUMN "estorno_cliente_valor" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "racs" ADD COLUMN "estorno_fornecedor_valor" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "racs" ADD COLUMN "estorno_fornecedor" integer;--> statement-breakpoint
ALTER TABLE "racs" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "recebiveis_fornecedor" ADD CONSTRAINT "recebiveis_fornecedor_rac_racs_id_fk" FOREIGN KEY ("rac") REFERENCES "public"."racs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recebiveis_fornecedor" ADD CONSTRAINT "recebiveis_fornecedor_venda_vendas_id_fk" FOREIGN KEY ("venda") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recebiveis_fornecedor" ADD CONSTRAINT "recebiveis_fornecedor_servico_servicos_id_fk" FOREIGN KEY ("servico") REFERENCES "public"."servicos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recebiveis_fornecedor" ADD CONSTRAINT "recebiveis_fornecedor_emissao_emissoes_id_fk" FOREIGN KEY ("emissao") REFERENCES "public"."emissoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recebiveis_fornecedor" ADD CONSTRAINT "recebiveis_fornecedor_fornecedor_fornecedores_id_fk" FOREIGN KEY ("fornecedor") REFERENCES "public"."fornecedores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recebiveis_fornecedor" ADD CONSTRAINT "recebiveis_fornecedor_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recebiveis_fornecedor" ADD CONSTRAINT "recebiveis_fornecedor_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recebiveis_fornecedor_rac_idx" ON "recebiveis_fornecedor" USING btree ("rac");--> statement-breakpoint
CREATE INDEX "recebiveis_fornecedor_status_idx" ON "recebiveis_fornecedor" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "recebiveis_fornecedor_venda_idx" ON "recebiveis_fornecedor" USING btree ("venda");--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_rac_racs_id_fk" FOREIGN KEY ("rac") REFERENCES "public"."racs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_cliente_contatos_id_fk" FOREIGN KEY ("cliente") REFERENCES "public"."contatos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_cliente_empresa_empresas_id_fk" FOREIGN KEY ("cliente_empresa") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racs" ADD CONSTRAINT "racs_estorno_fornecedor_fornecedores_id_fk" FOREIGN KEY ("estorno_fornecedor") REFERENCES "public"."fornecedores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ordens_pagamento_tipo_idx" ON "ordens_pagamento" USING btree ("tipo","status","id") WHERE "ordens_pagamento"."tipo" <> 'fornecedor';--> statement-breakpoint
CREATE UNIQUE INDEX "ordens_pagamento_rac_idx" ON "ordens_pagamento" USING btree ("rac") WHERE "ordens_pagamento"."rac" is not null;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_tipo_campos" CHECK (("ordens_pagamento"."tipo" <> 'fornecedor' or ("ordens_pagamento"."emissao" is not null and "ordens_pagamento"."servico" is not null and "ordens_pagamento"."venda" is not null and "ordens_pagamento"."campo_formador" is not null)) and ("ordens_pagamento"."tipo" <> 'reembolso_cliente' or ("ordens_pagamento"."rac" is not null and "ordens_pagamento"."venda" is not null)));--> statement-breakpoint
-- hand-written
CREATE OR REPLACE FUNCTION "ordens_pagamento_grupos_ajustar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- only the orders of an issuance are listed by issuance (refunds and miles purchases have none; decision 0065)
  -- each statement's difference per status and issuance: unfiltered ('', 0, 0), and per field, supplier and card,
  -- written in key order so that concurrent statements take their locks in one order
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ordens_pagamento_grupos" ("status", "campo_formador", "fornecedor", "cartao", "emissao", "n", "localizador")
      SELECT o."status", k."campo_formador", k."fornecedor", k."cartao", o."emissao", count(*),
             CASE WHEN k."campo_formador" = '' AND k."fornecedor" = 0 AND k."cartao" = 0 THEN e."localizador" END
      FROM novas AS o
      LEFT JOIN "emissoes" AS e ON e."id" = o."emissao"
      CROSS JOIN LATERAL (VALUES ('', 0, 0), (o."campo_formador", 0, 0), ('', o."fornecedor", 0), ('', 0, o."cartao"))
        AS k("campo_formador", "fornecedor", "cartao")
      WHERE k."fornecedor" IS NOT NULL AND k."cartao" IS NOT NULL AND o."emissao" IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 7
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT ("status", "campo_formador", "fornecedor", "cartao", "emissao")
        DO UPDATE SET "n" = "ordens_pagamento_grupos"."n" + excluded."n";
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "ordens_pagamento_grupos" ("status", "campo_formador", "fornecedor", "cartao", "emissao", "n", "localizador")
      SELECT o."status", k."campo_formador", k."fornecedor", k."cartao", o."emissao", -count(*), NULL
      FROM antigas AS o
      CROSS JOIN LATERAL (VALUES ('', 0, 0), (o."campo_formador", 0, 0), ('', o."fornecedor", 0), ('', 0, o."cartao"))
        AS k("campo_formador", "fornecedor", "cartao")
      WHERE k."fornecedor" IS NOT NULL AND k."cartao" IS NOT NULL AND o."emissao" IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT ("status", "campo_formador", "fornecedor", "cartao", "emissao")
        DO UPDATE SET "n" = "ordens_pagamento_grupos"."n" + excluded."n";
  ELSE
    INSERT INTO "ordens_pagamento_grupos" ("status", "campo_formador", "fornecedor", "cartao", "emissao", "n", "localizador")
      SELECT o."status", k."campo_formador", k."fornecedor", k."cartao", o."emissao", sum(o."d"),
             CASE WHEN k."campo_formador" = '' AND k."fornecedor" = 0 AND k."cartao" = 0 THEN e."localizador" END
      FROM (
        SELECT "status", "campo_formador", "fornecedor", "cartao", "emissao", -1 AS "d" FROM antigas
        UNION ALL
        SELECT "status", "campo_formador", "fornecedor", "cartao", "emissao", 1 FROM novas
      ) AS o
      LEFT JOIN "emissoes" AS e ON e."id" = o."emissao"
      CROSS JOIN LATERAL (VALUES ('', 0, 0), (o."campo_formador", 0, 0), ('', o."fornecedor", 0), ('', 0, o."cartao"))
        AS k("campo_formador", "fornecedor", "cartao")
      WHERE k."fornecedor" IS NOT NULL AND k."cartao" IS NOT NULL AND o."emissao" IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 7 HAVING sum(o."d") <> 0
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT ("status", "campo_formador", "fornecedor", "cartao", "emissao")
        DO UPDATE SET "n" = "ordens_pagamento_grupos"."n" + excluded."n";
  END IF;
  -- an issuance leaves a list when its last order there went away
  DELETE FROM "ordens_pagamento_grupos" AS g
    USING (
      SELECT DISTINCT o."status", k."campo_formador", k."fornecedor", k."cartao", o."emissao"
      FROM antigas AS o
      CROSS JOIN LATERAL (VALUES ('', 0, 0), (o."campo_formador", 0, 0), ('', o."fornecedor", 0), ('', 0, o."cartao"))
        AS k("campo_formador", "fornecedor", "cartao")
      WHERE k."fornecedor" IS NOT NULL AND k."cartao" IS NOT NULL AND o."emissao" IS NOT NULL
    ) AS a
    WHERE g."n" = 0 AND g."status" = a."status" AND g."campo_formador" = a."campo_formador"
      AND g."fornecedor" = a."fornecedor" AND g."cartao" = a."cartao" AND g."emissao" = a."emissao";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "racs_versao" BEFORE UPDATE ON "racs" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();--> statement-breakpoint
CREATE TRIGGER "recebiveis_fornecedor_versao" BEFORE UPDATE ON "recebiveis_fornecedor" FOR EACH ROW EXECUTE FUNCTION "versao_incrementar"();--> statement-breakpoint
-- the reconciliation's reembolso invariant reads RACs and supplier receivables (decision 0038)
CREATE TRIGGER "racs_avisar_dinheiro" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "racs"
  FOR EACH STATEMENT EXECUTE FUNCTION "dinheiro_avisar"();--> statement-breakpoint
CREATE TRIGGER "recebiveis_fornecedor_avisar_dinheiro" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recebiveis_fornecedor"
  FOR EACH STATEMENT EXECUTE FUNCTION "dinheiro_avisar"();
