ALTER TABLE "measurement_reports" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "measurement_reports" ADD COLUMN "verification_code" text;--> statement-breakpoint
ALTER TABLE "measurement_reports" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "measurement_reports" ADD COLUMN "signed_by" text;--> statement-breakpoint
ALTER TABLE "measurement_reports" ADD COLUMN "norm" text;--> statement-breakpoint
ALTER TABLE "measurement_reports" ADD COLUMN "evaluator_name" text;--> statement-breakpoint
ALTER TABLE "measurement_reports" ADD COLUMN "evaluator_registration" text;--> statement-breakpoint
ALTER TABLE "measurement_reports" ADD COLUMN "company" text;--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_reports_verification_code_idx" ON "measurement_reports" USING btree ("verification_code");