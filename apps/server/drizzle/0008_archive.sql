CREATE TABLE "archive_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"parent_id" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"content_type" text,
	"storage_key" text,
	"resource_type" text,
	"resource_id" uuid,
	"resource_domain" text,
	"resource_family" text,
	"default_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_entries_kind_check" CHECK ("archive_entries"."kind" in ('folder', 'file'))
);
--> statement-breakpoint
CREATE TABLE "archive_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"archive_id" uuid NOT NULL,
	"user_id" uuid,
	"group_id" uuid,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_shares_value_check" CHECK ("archive_shares"."value" between 1 and 3),
	CONSTRAINT "archive_shares_target_check" CHECK (("archive_shares"."user_id" is null) <> ("archive_shares"."group_id" is null))
);
--> statement-breakpoint
CREATE TABLE "user_storage" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL,
	"quota_mb" integer
);
--> statement-breakpoint
ALTER TABLE "archive_entries" ADD CONSTRAINT "archive_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_entries" ADD CONSTRAINT "archive_entries_parent_id_archive_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."archive_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_shares" ADD CONSTRAINT "archive_shares_archive_id_archive_entries_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archive_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_shares" ADD CONSTRAINT "archive_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_shares" ADD CONSTRAINT "archive_shares_group_id_company_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."company_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_storage" ADD CONSTRAINT "user_storage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "archive_entries_name_idx" ON "archive_entries" USING btree ("owner_id","parent_id",lower("name")) NULLS NOT DISTINCT;--> statement-breakpoint
CREATE INDEX "archive_entries_parent_idx" ON "archive_entries" USING btree ("parent_id","kind","name");--> statement-breakpoint
CREATE INDEX "archive_entries_owner_recent_idx" ON "archive_entries" USING btree ("owner_id","kind","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_entries_resource_idx" ON "archive_entries" USING btree ("resource_type","resource_id") WHERE "archive_entries"."resource_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "archive_entries_default_idx" ON "archive_entries" USING btree ("owner_id","default_key") WHERE "archive_entries"."default_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "archive_shares_user_idx" ON "archive_shares" USING btree ("archive_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_shares_group_idx" ON "archive_shares" USING btree ("archive_id","group_id");--> statement-breakpoint
CREATE INDEX "archive_shares_target_user_idx" ON "archive_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "archive_shares_target_group_idx" ON "archive_shares" USING btree ("group_id");--> statement-breakpoint
-- The quota in bytes: the admin's override, else STORAGE_QUOTA_MB as the server last wrote it.
CREATE FUNCTION archive_quota_bytes(p_owner uuid) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT quota_mb FROM user_storage WHERE user_id = p_owner),
    (SELECT value::bigint FROM settings WHERE key = 'archive.defaultQuotaMb'),
    1024
  )::bigint * 1048576
$$;
--> statement-breakpoint
-- Keeps user_storage.used_bytes equal to the bytes of the owner's files, and refuses a file that
-- would pass the quota. The row lock is held to the end of the transaction: of a user's parallel
-- saves near the quota, each sees the others' bytes, so none passes it.
CREATE FUNCTION archive_count_usage() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
  owner uuid;
  used bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.kind = 'file' THEN
      UPDATE user_storage SET used_bytes = used_bytes - OLD.size WHERE user_id = OLD.owner_id;
    END IF;
    RETURN NULL;
  END IF;
  IF NEW.kind <> 'file' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    delta := NEW.size;
  ELSE
    delta := NEW.size - OLD.size;
  END IF;
  owner := NEW.owner_id;
  INSERT INTO user_storage (user_id) VALUES (owner) ON CONFLICT DO NOTHING;
  SELECT used_bytes INTO used FROM user_storage WHERE user_id = owner FOR UPDATE;
  IF delta > 0 AND used + delta > archive_quota_bytes(owner)
     AND coalesce(current_setting('ohp.archive_migrating', true), '') <> 'on' THEN
    RAISE EXCEPTION 'archive:errors.quotaExceeded' USING ERRCODE = 'OH413';
  END IF;
  UPDATE user_storage SET used_bytes = used_bytes + delta WHERE user_id = owner;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER archive_entries_usage AFTER INSERT OR DELETE OR UPDATE OF size ON archive_entries
  FOR EACH ROW EXECUTE FUNCTION archive_count_usage();
--> statement-breakpoint
-- A name the archive accepts (contracts' archiveNameField) made from a saved row's title.
CREATE FUNCTION archive_safe_name(p_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN n = '' OR n = '.' OR n = '..' THEN 'file' ELSE n END
  FROM (SELECT btrim(left(regexp_replace(coalesce(p_name, ''), '[/\\[:cntrl:]]', '_', 'g'), 120)) AS n) s
$$;
--> statement-breakpoint
-- The name itself when free in the folder, else "name (2).ext", "name (3).ext", … (docs/archive.md).
CREATE FUNCTION archive_free_name(p_owner uuid, p_parent uuid, p_name text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  base text := p_name;
  ext text := '';
  candidate text := p_name;
  suffix text;
  dot int := strpos(reverse(p_name), '.');
  i int := 2;
BEGIN
  IF dot > 1 AND dot < length(p_name) AND dot <= 16 THEN
    base := left(p_name, length(p_name) - dot);
    ext := right(p_name, dot);
  END IF;
  WHILE EXISTS (
    SELECT 1 FROM archive_entries
    WHERE owner_id = p_owner AND parent_id IS NOT DISTINCT FROM p_parent AND lower(name) = lower(candidate)
  ) LOOP
    suffix := ' (' || i || ')';
    candidate := left(base, 120 - length(ext) - length(suffix)) || suffix || ext;
    i := i + 1;
  END LOOP;
  RETURN candidate;
END $$;
--> statement-breakpoint
-- The folder a kind of saved row goes to, created at the root on demand; found again by its key
-- after the user renamed or moved it.
CREATE FUNCTION archive_default_folder(p_owner uuid, p_key text, p_name text) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  folder uuid;
BEGIN
  -- Parallel saves may both find no folder: the loser of the insert reads the winner's.
  LOOP
    SELECT id INTO folder FROM archive_entries WHERE owner_id = p_owner AND default_key = p_key;
    IF folder IS NOT NULL THEN RETURN folder; END IF;
    INSERT INTO archive_entries (owner_id, kind, name, default_key)
    VALUES (p_owner, 'folder', archive_free_name(p_owner, NULL, p_name), p_key)
    ON CONFLICT DO NOTHING
    RETURNING id INTO folder;
    IF folder IS NOT NULL THEN RETURN folder; END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION archive_attach(
  p_owner uuid, p_type text, p_id uuid, p_name text, p_size bigint, p_key text, p_content_type text,
  p_domain text, p_family text, p_folder_key text, p_folder_name text, p_at timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  folder uuid := archive_default_folder(p_owner, p_folder_key, p_folder_name);
BEGIN
  -- Parallel saves of the same name: the one that loses the unique index takes the next free name.
  LOOP
    BEGIN
      INSERT INTO archive_entries (
        owner_id, parent_id, kind, name, size, content_type, storage_key,
        resource_type, resource_id, resource_domain, resource_family, created_at, updated_at
      ) VALUES (
        p_owner, folder, 'file', archive_free_name(p_owner, folder, archive_safe_name(p_name)), p_size,
        p_content_type, p_key, p_type, p_id, p_domain, p_family, p_at, p_at
      );
      RETURN;
    EXCEPTION WHEN unique_violation THEN
      -- the name was taken meanwhile: the next round picks another
    END;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION archive_measurement_folder(p_domain text, p_family text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_family
    WHEN 'doseMax' THEN 'DoseMax' WHEN 'dosePro' THEN 'DosePro' WHEN 'doseMaxV2' THEN 'DoseMax V2'
    WHEN 'itemp' THEN 'Itemp' WHEN 'axPro' THEN 'AxPro' WHEN 'co2Pro' THEN 'CO2Pro'
    ELSE CASE p_domain
      WHEN 'noise' THEN 'Ruído (CSV)' WHEN 'heat' THEN 'Calor (CSV)'
      WHEN 'vibration' THEN 'Vibração (CSV)' WHEN 'co2' THEN 'CO2 (CSV)' ELSE 'Medições' END
  END
$$;
--> statement-breakpoint
CREATE FUNCTION archive_on_measurement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM archive_attach(NEW.user_id, 'measurement', NEW.id, NEW.file_name, NEW.size, NEW.storage_key,
      'text/plain', NEW.domain, NEW.family, 'measurements:' || coalesce(NEW.family, NEW.domain || '-csv'),
      archive_measurement_folder(NEW.domain, NEW.family), NEW.created_at);
  ELSE
    DELETE FROM archive_entries WHERE resource_type = 'measurement' AND resource_id = OLD.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER measurements_archive AFTER INSERT OR DELETE ON measurements
  FOR EACH ROW EXECUTE FUNCTION archive_on_measurement();
--> statement-breakpoint
CREATE FUNCTION archive_on_component() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM archive_attach(NEW.user_id, 'component', NEW.id, NEW.description, octet_length(NEW.data::text),
      NULL, 'application/json', NEW.domain, NULL, 'components:' || NEW.domain,
      CASE NEW.domain WHEN 'heat' THEN 'Componentes de calor' WHEN 'vibration' THEN 'Componentes de vibração'
        ELSE 'Componentes' END, NEW.created_at);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE archive_entries SET size = octet_length(NEW.data::text), updated_at = now()
    WHERE resource_type = 'component' AND resource_id = NEW.id;
  ELSE
    DELETE FROM archive_entries WHERE resource_type = 'component' AND resource_id = OLD.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER components_archive AFTER INSERT OR DELETE OR UPDATE OF data ON components
  FOR EACH ROW EXECUTE FUNCTION archive_on_component();
--> statement-breakpoint
CREATE FUNCTION archive_on_report() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM archive_attach(NEW.user_id, 'report', NEW.id, left(NEW.title, 116) || '.pdf', NEW.size,
      NEW.storage_key, 'application/pdf', (SELECT domain FROM measurements WHERE id = NEW.measurement_id),
      (SELECT family FROM measurements WHERE id = NEW.measurement_id), 'reports', 'Relatórios', NEW.created_at);
  ELSE
    DELETE FROM archive_entries WHERE resource_type = 'report' AND resource_id = OLD.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER measurement_reports_archive AFTER INSERT OR DELETE ON measurement_reports
  FOR EACH ROW EXECUTE FUNCTION archive_on_report();
--> statement-breakpoint
-- Deleting the archive's file deletes the saved row it stands for (and that row's own trigger
-- finds nothing more to delete).
CREATE FUNCTION archive_on_entry_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.resource_type = 'measurement' THEN
    DELETE FROM measurements WHERE id = OLD.resource_id;
  ELSIF OLD.resource_type = 'component' THEN
    DELETE FROM components WHERE id = OLD.resource_id;
  ELSIF OLD.resource_type = 'report' THEN
    DELETE FROM measurement_reports WHERE id = OLD.resource_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER archive_entries_resource AFTER DELETE ON archive_entries
  FOR EACH ROW WHEN (OLD.resource_id IS NOT NULL) EXECUTE FUNCTION archive_on_entry_delete();
--> statement-breakpoint
-- Rows saved before the archive become its files, counted on their owner's usage even past the quota.
SELECT set_config('ohp.archive_migrating', 'on', false);
--> statement-breakpoint
SELECT archive_attach(user_id, 'measurement', id, file_name, size, storage_key, 'text/plain', domain, family,
  'measurements:' || coalesce(family, domain || '-csv'), archive_measurement_folder(domain, family), created_at)
FROM measurements ORDER BY created_at, id;
--> statement-breakpoint
SELECT archive_attach(user_id, 'component', id, description, octet_length(data::text), NULL, 'application/json',
  domain, NULL, 'components:' || domain,
  CASE domain WHEN 'heat' THEN 'Componentes de calor' WHEN 'vibration' THEN 'Componentes de vibração'
    ELSE 'Componentes' END, created_at)
FROM components ORDER BY created_at, id;
--> statement-breakpoint
SELECT archive_attach(r.user_id, 'report', r.id, left(r.title, 116) || '.pdf', r.size, r.storage_key,
  'application/pdf', m.domain, m.family, 'reports', 'Relatórios', r.created_at)
FROM measurement_reports r JOIN measurements m ON m.id = r.measurement_id ORDER BY r.created_at, r.id;
--> statement-breakpoint
SELECT set_config('ohp.archive_migrating', '', false);
