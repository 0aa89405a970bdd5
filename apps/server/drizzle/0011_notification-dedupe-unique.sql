-- Duplicates the old select-then-insert let through (two instances checking at once): keep the oldest.
DELETE FROM "notifications" n USING "notifications" o
  WHERE n."dedupe_key" IS NOT NULL AND n."user_id" = o."user_id" AND n."dedupe_key" = o."dedupe_key"
    AND (n."created_at", n."id") > (o."created_at", o."id");--> statement-breakpoint
DROP INDEX "notifications_dedupe_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_unique" ON "notifications" USING btree ("user_id","dedupe_key");
