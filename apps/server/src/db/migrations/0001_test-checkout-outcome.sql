ALTER TABLE "test_checkouts" ADD COLUMN "failure_code" varchar(32);--> statement-breakpoint
ALTER TABLE "test_checkouts" ADD COLUMN "webhook_delivered_at" timestamp with time zone;