-- Trigram indexes for the admin users search (`ILIKE '%…%'` on e-mail, full name and company name;
-- docs/admin.md). Only where the pg_trgm extension exists: the embedded database (PGlite) has none,
-- and a PostgreSQL role that may not create extensions gets no index instead of a failed start.
-- Made in a DO block, so they are not in the Drizzle schema or snapshots (generate sees no change).
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
  -- The extension may also have been installed beforehand, in any schema.
  SELECT n.nspname INTO trgm_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS users_email_trgm ON users USING gin (email %I.gin_trgm_ops)', trgm_schema);
    EXECUTE format('CREATE INDEX IF NOT EXISTS users_full_name_trgm ON users USING gin ((name || '' '' || last_name) %I.gin_trgm_ops)', trgm_schema);
    EXECUTE format('CREATE INDEX IF NOT EXISTS companies_corporate_name_trgm ON companies USING gin (corporate_name %I.gin_trgm_ops)', trgm_schema);
  END IF;
END $$;
