-- No message lost: every message gets its place in its topic (`seq`, 1, 2, 3, …, commit order) and
-- may carry the sender's client key (a retried send answers the first message). Existing
-- messages are numbered per topic in the order they were stored (created_at, then id), and
-- each topic's counter starts after its last number.
CREATE TABLE "topic_sequences" (
	"topic_id" integer PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "client_key" uuid;--> statement-breakpoint
UPDATE "messages" SET "seq" = "numbered"."seq"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "topic_id" ORDER BY "created_at", "id") AS "seq"
  FROM "messages"
) AS "numbered"
WHERE "messages"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
INSERT INTO "topic_sequences" ("topic_id", "last_seq")
SELECT "topic_id", max("seq") FROM "messages" GROUP BY "topic_id";--> statement-breakpoint
ALTER TABLE "topic_sequences" ADD CONSTRAINT "topic_sequences_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_topic_seq_unique" ON "messages" USING btree ("topic_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client_key_unique" ON "messages" USING btree ("sender_id","client_key") WHERE "messages"."client_key" is not null;
