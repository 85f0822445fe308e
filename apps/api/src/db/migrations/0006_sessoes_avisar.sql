-- Every API process keeps the sessions it read in the last seconds (platform/session-cache.ts). Ending a
-- session or changing a user tells them all, on the channel skyler_sessoes, when the transaction commits.
CREATE FUNCTION "sessoes_avisar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('skyler_sessoes', '{}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessoes_avisar_fim" AFTER DELETE OR TRUNCATE ON "sessoes"
  FOR EACH STATEMENT EXECUTE FUNCTION "sessoes_avisar"();
--> statement-breakpoint
CREATE TRIGGER "usuarios_avisar_sessoes" AFTER UPDATE OR DELETE OR TRUNCATE ON "usuarios"
  FOR EACH STATEMENT EXECUTE FUNCTION "sessoes_avisar"();
