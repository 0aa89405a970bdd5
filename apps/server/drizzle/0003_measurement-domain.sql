DROP INDEX "measurements_user_family_idx";--> statement-breakpoint
ALTER TABLE "measurements" ALTER COLUMN "family" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "measurements" ADD COLUMN "domain" text;--> statement-breakpoint
-- Rows saved before the domain existed were all noise files. SPEC §3: a v1 record's serial ending
-- in 01B or '1B ' is a DoseMax, any other a DosePro; a v1 row without a serial came from a samples CSV.
UPDATE "measurements" SET
	"domain" = 'noise',
	"family" = CASE
		WHEN "family" = 'dosimeter-v2' THEN 'doseMaxV2'
		WHEN "serial_number" IS NULL OR btrim("serial_number") = '' THEN NULL
		WHEN right("serial_number", 3) IN ('01B', '1B ') THEN 'doseMax'
		ELSE 'dosePro'
	END;--> statement-breakpoint
ALTER TABLE "measurements" ALTER COLUMN "domain" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "measurements_owner_domain_idx" ON "measurements" USING btree ("user_id","domain","created_at");
