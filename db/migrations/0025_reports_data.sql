CREATE TABLE "counties" (
	"fips" varchar(5) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" varchar(2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_districts" ADD COLUMN "semester_break" varchar(5);--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "county_fips" varchar(5);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "tier" smallint;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "domain" varchar(10);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "referral_direction" varchar(3);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "referral_company_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "referral_source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "referral_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "referral_status" varchar(10);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "referral_follow_up_date" date;--> statement-breakpoint
ALTER TABLE "smart_goals" ADD COLUMN "result_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "smart_goals" ADD COLUMN "result_date" date;--> statement-breakpoint
CREATE INDEX "counties_state_idx" ON "counties" USING btree ("state");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_referral_company_id_companies_id_fk" FOREIGN KEY ("referral_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schools_county_idx" ON "schools" USING btree ("county_fips");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tier" CHECK ("events"."tier" IS NULL OR "events"."tier" IN (1, 2, 3));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_domain" CHECK ("events"."domain" IS NULL OR "events"."domain" IN ('academic', 'career', 'social'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_referral_direction" CHECK ("events"."referral_direction" IS NULL OR "events"."referral_direction" IN ('out', 'in'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_referral_status" CHECK ("events"."referral_status" IS NULL OR "events"."referral_status" IN ('open', 'contacted', 'done', 'closed'));