ALTER TABLE "cias_aereas" ADD COLUMN "logo" varchar(1024);--> statement-breakpoint
ALTER TABLE "cias_aereas" ADD COLUMN "logo_mime" varchar(40);