CREATE TABLE "agencia" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"nome" varchar(150) NOT NULL,
	"cnpj" varchar(14),
	"telefone" jsonb,
	"email" varchar(254),
	"site" varchar(200) DEFAULT '' NOT NULL,
	"endereco" varchar(250) DEFAULT '' NOT NULL,
	"logo" varchar(1024),
	"logo_mime" varchar(40),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencia_uma_linha" CHECK ("agencia"."id" = 1)
);
