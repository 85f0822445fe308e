CREATE INDEX "logs_sem_hash_idx" ON "logs" USING btree ("id") WHERE "logs"."hash" is null;--> statement-breakpoint
-- A transaction's audit rows enter the chain together, in the order of their ids, when the first of their
-- deferred triggers fires at commit: the head row is locked and updated once per transaction instead of once
-- per row (each update of the head inside one transaction left a version every later read of it walked,
-- which made a transaction of many rows, as the demo seed's, quadratic). The triggers of the rows already
-- chained find theirs done and return. Concurrent writers still chain one after the other on the head's lock.
CREATE OR REPLACE FUNCTION "logs_encadear"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  cabeca record;
  linha public.logs;
  n bigint;
  anterior varchar;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM public.logs WHERE id = NEW.id AND hash IS NULL) THEN
    RETURN NULL;
  END IF;
  SELECT sequencia, hash INTO cabeca FROM public.logs_cadeia WHERE id = 1 FOR UPDATE;
  n := cabeca.sequencia;
  anterior := cabeca.hash;
  FOR linha IN SELECT * FROM public.logs WHERE hash IS NULL ORDER BY id LOOP
    n := n + 1;
    linha.sequencia := n;
    linha.hash_anterior := anterior;
    linha.hash := public.logs_hash(linha);
    UPDATE public.logs SET sequencia = linha.sequencia, hash_anterior = linha.hash_anterior, hash = linha.hash
      WHERE id = linha.id;
    anterior := linha.hash;
  END LOOP;
  UPDATE public.logs_cadeia SET sequencia = n, hash = anterior WHERE id = 1;
  RETURN NULL;
END $$;
