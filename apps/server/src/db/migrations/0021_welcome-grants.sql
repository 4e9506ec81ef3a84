CREATE TABLE "welcome_grants" (
	"email_hash" varchar(64) PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
