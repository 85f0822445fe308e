CREATE TABLE "logs_cadeia" (
	"id" integer PRIMARY KEY NOT NULL,
	"sequencia" bigint NOT NULL,
	"hash" varchar(64) NOT NULL,
	CONSTRAINT "logs_cadeia_unica" CHECK ("logs_cadeia"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "sequencia" bigint;--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "hash_anterior" varchar(64);--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "hash" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "logs_sequencia_idx" ON "logs" USING btree ("sequencia");--> statement-breakpoint
-- The audit chain (decision 0047). A row's hash: SHA-256 over its content, its place and the previous row's hash.
CREATE FUNCTION "logs_hash"(l "logs") RETURNS varchar LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(E'\n',
    coalesce(l.sequencia::text, ''), l.id::text, l.tipo, coalesce(l.venda::text, ''), coalesce(l.usuario::text, ''),
    l.dados::text, l.meta::text, to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    coalesce(l.hash_anterior, '')), 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- The rows already written are chained in the order of their ids, from a hash of zeros.
INSERT INTO "logs_cadeia" ("id", "sequencia", "hash") VALUES (1, 0, repeat('0', 64));--> statement-breakpoint
DO $$
DECLARE
  linha public.logs;
  anterior varchar := repeat('0', 64);
  n bigint := 0;
BEGIN
  FOR linha IN SELECT * FROM public.logs ORDER BY id LOOP
    n := n + 1;
    linha.sequencia := n;
    linha.hash_anterior := anterior;
    linha.hash := public.logs_hash(linha);
    UPDATE public.logs SET sequencia = linha.sequencia, hash_anterior = linha.hash_anterior, hash = linha.hash
      WHERE id = linha.id;
    anterior := linha.hash;
  END LOOP;
  UPDATE public.logs_cadeia SET sequencia = n, hash = anterior WHERE id = 1;
END $$;--> statement-breakpoint
-- A new row enters the chain when its transaction commits: the head row's lock makes concurrent writers chain
-- one after the other, and taking it only at commit adds no wait while the transaction holds other locks.
-- It runs as the owner: the application's role can neither update the audit rows nor the head.
CREATE FUNCTION "logs_encadear"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  cabeca record;
  linha public.logs;
BEGIN
  SELECT sequencia, hash INTO cabeca FROM public.logs_cadeia WHERE id = 1 FOR UPDATE;
  linha := NEW;
  linha.sequencia := cabeca.sequencia + 1;
  linha.hash_anterior := cabeca.hash;
  linha.hash := public.logs_hash(linha);
  UPDATE public.logs SET sequencia = linha.sequencia, hash_anterior = linha.hash_anterior, hash = linha.hash
    WHERE id = NEW.id;
  UPDATE public.logs_cadeia SET sequencia = linha.sequencia, hash = linha.hash WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Audit rows are written once: an insert cannot bring its own chain values, and the one update allowed is the
-- chaining of a row not yet chained that leaves its content as it is (a row given chain values by anyone
-- else is then refused by the chaining at commit, which fails the transaction). Every other update, delete
-- or truncate is refused, whoever asks.
CREATE FUNCTION "logs_imutavel"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.sequencia := NULL;
    NEW.hash_anterior := NULL;
    NEW.hash := NULL;
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF OLD.hash IS NULL AND NEW.hash IS NOT NULL
      AND (NEW.id, NEW.tipo, NEW.venda, NEW.usuario, NEW.dados, NEW.meta, NEW.created_at)
        IS NOT DISTINCT FROM (OLD.id, OLD.tipo, OLD.venda, OLD.usuario, OLD.dados, OLD.meta, OLD.created_at) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'Registros de auditoria não podem ser alterados nem apagados.'
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "logs_imutavel" BEFORE INSERT OR UPDATE OR DELETE ON "logs"
  FOR EACH ROW EXECUTE FUNCTION "logs_imutavel"();--> statement-breakpoint
CREATE TRIGGER "logs_imutavel_truncate" BEFORE TRUNCATE ON "logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "logs_imutavel"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "logs_encadear" AFTER INSERT ON "logs" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "logs_encadear"();
