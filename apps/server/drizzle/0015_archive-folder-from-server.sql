-- The archive folder of a saved measurement's family comes from the server (the family module's
-- presentation.archiveFolder, set for the inserting transaction as ohp.archive_folder): no list of
-- families in SQL, so a new family needs no migration. Samples CSVs (no family) keep their
-- folder by domain.
CREATE OR REPLACE FUNCTION archive_measurement_folder(p_domain text, p_family text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN p_family IS NOT NULL THEN coalesce(nullif(current_setting('ohp.archive_folder', true), ''), p_family)
    ELSE CASE p_domain
      WHEN 'noise' THEN 'Ruído (CSV)' WHEN 'heat' THEN 'Calor (CSV)'
      WHEN 'vibration' THEN 'Vibração (CSV)' WHEN 'co2' THEN 'CO2 (CSV)' ELSE 'Medições' END
  END
$$;
