CREATE TABLE "sessoes_encerradas" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"motivo" varchar(32) NOT NULL,
	"encerrada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessoes_encerradas" ADD CONSTRAINT "sessoes_encerradas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessoes_encerradas_em_idx" ON "sessoes_encerradas" USING btree ("encerrada_em");