ALTER TABLE "messages" ADD COLUMN "listener_share" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Receipts of messages sent before: the listener's share as it was credited.
UPDATE "messages" SET "listener_share" = "interlocutor_earnings"."amount"
FROM "interlocutor_earnings"
WHERE "interlocutor_earnings"."source" = 'message:' || "messages"."id"
  AND "interlocutor_earnings"."topic_id" = "messages"."topic_id";
