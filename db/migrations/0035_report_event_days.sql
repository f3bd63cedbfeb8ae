CREATE TABLE "report_event_days" (
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"category_id" integer,
	"done" boolean NOT NULL,
	"minutes" bigint NOT NULL,
	"students" bigint NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "report_event_days_uq" UNIQUE NULLS NOT DISTINCT("user_id","date","category_id","done")
);
