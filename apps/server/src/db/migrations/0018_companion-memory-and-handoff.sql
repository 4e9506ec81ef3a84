CREATE TABLE "topic_memories" (
	"topic_id" integer PRIMARY KEY NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"summarized_through_seq" bigint DEFAULT 0 NOT NULL,
	"notes" jsonb DEFAULT '{"names":[],"subjects":[]}'::jsonb NOT NULL,
	"summarize_through_seq" bigint,
	"due_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"claim_token" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interlocutor_requests" ADD COLUMN "handoff_draft" text;--> statement-breakpoint
ALTER TABLE "interlocutor_requests" ADD COLUMN "handoff_summary" text;--> statement-breakpoint
ALTER TABLE "interlocutor_requests" ADD COLUMN "handoff_status" varchar(10);--> statement-breakpoint
ALTER TABLE "interlocutor_requests" ADD COLUMN "handoff_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "topic_memories" ADD CONSTRAINT "topic_memories_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_memories_due_idx" ON "topic_memories" USING btree ("due_at");