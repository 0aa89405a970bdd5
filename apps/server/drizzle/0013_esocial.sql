CREATE TABLE "esocial_agent_choices" (
	"ghe_id" uuid NOT NULL,
	"code" text NOT NULL,
	"measurement_id" uuid NOT NULL,
	"chosen_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esocial_agent_choices_ghe_id_code_pk" PRIMARY KEY("ghe_id","code")
);
--> statement-breakpoint
CREATE TABLE "esocial_ghe_epis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ghe_id" uuid NOT NULL,
	"ca" text NOT NULL,
	"effective" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "esocial_ghe_measurements" (
	"ghe_id" uuid NOT NULL,
	"measurement_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"metabolic_rate" real,
	"figures" jsonb NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esocial_ghe_measurements_ghe_id_measurement_id_pk" PRIMARY KEY("ghe_id","measurement_id")
);
--> statement-breakpoint
CREATE TABLE "esocial_ghe_workers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ghe_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "esocial_ghes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sector" text NOT NULL,
	"activities" text NOT NULL,
	"local_amb" smallint DEFAULT 1 NOT NULL,
	"establishment_cnpj" text NOT NULL,
	"epc" smallint DEFAULT 0 NOT NULL,
	"epc_effective" boolean,
	"epi" smallint DEFAULT 0 NOT NULL,
	"epi_conditions" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "esocial_responsibles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cpf" text NOT NULL,
	"council" smallint NOT NULL,
	"council_description" text,
	"council_number" text NOT NULL,
	"uf" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "esocial_workers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cpf" text NOT NULL,
	"registration" text,
	"category_code" text DEFAULT '101' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "esocial_agent_choices" ADD CONSTRAINT "esocial_agent_choices_ghe_id_esocial_ghes_id_fk" FOREIGN KEY ("ghe_id") REFERENCES "public"."esocial_ghes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esocial_agent_choices" ADD CONSTRAINT "esocial_agent_choices_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esocial_agent_choices" ADD CONSTRAINT "esocial_agent_choices_chosen_by_users_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esocial_ghe_epis" ADD CONSTRAINT "esocial_ghe_epis_ghe_id_esocial_ghes_id_fk" FOREIGN KEY ("ghe_id") REFERENCES "public"."esocial_ghes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esocial_ghe_measurements" ADD CONSTRAINT "esocial_ghe_measurements_ghe_id_esocial_ghes_id_fk" FOREIGN KEY ("ghe_id") REFERENCES "public"."esocial_ghes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esocial_ghe_measurements" ADD CONSTRAINT "esocial_ghe_measurements_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esocial_ghe_measurements" ADD CONSTRAINT "esocial_ghe_measurements_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esocial_ghe_workers" ADD CONSTRAINT "esocial_ghe_workers_ghe_id_esocial_ghes_id_fk" FOREIGN KEY ("ghe_id") REFERENCES "public"."esocial_ghes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esocial_ghe_workers" ADD CONSTRAINT "esocial_ghe_workers_worker_id_esocial_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."esocial_workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esocial_ghes" ADD CONSTRAINT "esocial_ghes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esocial_responsibles" ADD CONSTRAINT "esocial_responsibles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esocial_workers" ADD CONSTRAINT "esocial_workers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esocial_ghe_epis_ghe_idx" ON "esocial_ghe_epis" USING btree ("ghe_id");--> statement-breakpoint
CREATE INDEX "esocial_ghe_measurements_domain_idx" ON "esocial_ghe_measurements" USING btree ("ghe_id","domain");--> statement-breakpoint
CREATE INDEX "esocial_ghe_measurements_measurement_idx" ON "esocial_ghe_measurements" USING btree ("measurement_id");--> statement-breakpoint
CREATE INDEX "esocial_ghe_workers_ghe_idx" ON "esocial_ghe_workers" USING btree ("ghe_id");--> statement-breakpoint
CREATE INDEX "esocial_ghe_workers_worker_idx" ON "esocial_ghe_workers" USING btree ("worker_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "esocial_ghes_company_code_idx" ON "esocial_ghes" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "esocial_workers_company_cpf_idx" ON "esocial_workers" USING btree ("company_id","cpf");