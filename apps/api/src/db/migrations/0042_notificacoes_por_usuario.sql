CREATE TABLE "notificacoes_preferencias" (
	"usuario" integer NOT NULL,
	"tipo" varchar(32) NOT NULL,
	"canal" varchar(8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificacoes_preferencias_usuario_tipo_pk" PRIMARY KEY("usuario","tipo")
);
--> statement-breakpoint
ALTER TABLE "notificacoes" ADD COLUMN "destinatario" integer;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD COLUMN "autor" integer;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD COLUMN "chave" varchar(64);--> statement-breakpoint
ALTER TABLE "notificacoes" ADD COLUMN "vezes" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD COLUMN "atualizada_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD COLUMN "canal" varchar(8) DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD COLUMN "enviada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notificacoes_preferencias" ADD CONSTRAINT "notificacoes_preferencias_usuario_usuarios_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_destinatario_usuarios_id_fk" FOREIGN KEY ("destinatario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_autor_usuarios_id_fk" FOREIGN KEY ("autor") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificacoes_destinatario_idx" ON "notificacoes" USING btree ("destinatario","canal","lido","atualizada_em");--> statement-breakpoint
CREATE INDEX "notificacoes_agrupar_idx" ON "notificacoes" USING btree ("destinatario","chave","autor");--> statement-breakpoint
-- hand-written
-- The notifications written before had one reader, the sale's consultant; their author is their log's.
-- A change the consultant made themselves is no news to them: it is marked read.
UPDATE "notificacoes" n SET
  "destinatario" = n."consultor",
  "autor" = l."usuario",
  "atualizada_em" = n."created_at",
  "lido" = n."lido" OR (l."usuario" IS NOT NULL AND l."usuario" = n."consultor")
FROM (SELECT n2."id", lg."usuario" FROM "notificacoes" n2 LEFT JOIN "logs" lg ON lg."id" = n2."log") l
WHERE l."id" = n."id";
