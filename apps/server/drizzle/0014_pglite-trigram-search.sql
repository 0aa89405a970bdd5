-- The admin users search's trigram indexes (migration 0009) on databases migrated while the server
-- did not load pg_trgm into the embedded database (PGlite ships it as an extension that must be
-- loaded; it is now, apps/server/src/db/database.ts). Migration 0009 found no pg_trgm there and made
-- no index, so every search scanned all users (350–900 ms for 100,000). Same block as 0009, every
-- statement idempotent: a no-op where 0009 already made the indexes. Outside the Drizzle schema.
DO $$
DECLARE
  trgm_schema text;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm not created (%), the admin search runs without trigram indexes', SQLERRM;
    END;
  END IF;
  SELECT n.nspname INTO trgm_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS users_email_trgm ON users USING gin (email %I.gin_trgm_ops)', trgm_schema);
    EXECUTE format('CREATE INDEX IF NOT EXISTS users_full_name_trgm ON users USING gin ((name || '' '' || last_name) %I.gin_trgm_ops)', trgm_schema);
    EXECUTE format('CREATE INDEX IF NOT EXISTS companies_corporate_name_trgm ON companies USING gin (corporate_name %I.gin_trgm_ops)', trgm_schema);
  END IF;
END $$;
