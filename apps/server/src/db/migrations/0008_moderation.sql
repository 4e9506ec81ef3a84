ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_scope" varchar(8);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "status" varchar(8) DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolution" varchar(24);--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "handled_note" varchar(500);--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "closed_reason" varchar(12);--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","id");