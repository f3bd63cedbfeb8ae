CREATE TABLE "report_event_months" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"category_id" integer,
	"done" boolean NOT NULL,
	"minutes" bigint NOT NULL,
	"students" bigint NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "report_event_months_uq" UNIQUE NULLS NOT DISTINCT("user_id","month","category_id","done")
);
