DROP INDEX "reports_once_per_reporter";--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "last_guest_id" integer;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_last_guest_id_users_id_fk" FOREIGN KEY ("last_guest_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "topics" SET "last_guest_id" = "guest_id" WHERE "guest_id" IS NOT NULL;--> statement-breakpoint
UPDATE "reports" SET "reported_user_id" = "topics"."user_id" FROM "topics" WHERE "reports"."topic_id" = "topics"."id" AND "reports"."type" = 'topic' AND "reports"."reported_user_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_once_per_reporter" ON "reports" USING btree ("topic_id","reporter_id","type","reported_user_id");