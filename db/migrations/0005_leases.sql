CREATE TABLE "leases" (
	"name" varchar(128) PRIMARY KEY NOT NULL,
	"holder" varchar(36) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
