CREATE TABLE "ghe_statistic_exclusions" (
	"ghe_id" uuid NOT NULL,
	"measurement_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"excluded_by" uuid,
	"excluded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ghe_statistic_exclusions_ghe_id_measurement_id_pk" PRIMARY KEY("ghe_id","measurement_id")
);
--> statement-breakpoint
ALTER TABLE "ghe_statistic_exclusions" ADD CONSTRAINT "ghe_statistic_exclusions_excluded_by_users_id_fk" FOREIGN KEY ("excluded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ghe_statistic_exclusions" ADD CONSTRAINT "ghe_statistic_exclusions_link_fk" FOREIGN KEY ("ghe_id","measurement_id") REFERENCES "public"."esocial_ghe_measurements"("ghe_id","measurement_id") ON DELETE cascade ON UPDATE no action;
