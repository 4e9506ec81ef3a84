ALTER TABLE "messages" ALTER COLUMN "sender_kind" SET DATA TYPE varchar(12);--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "sender_kind" SET DEFAULT 'user';--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_name" varchar(50);--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "guest_kind" varchar(12);--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "guest_name" varchar(50);
--> statement-breakpoint
-- Messages interlocutors wrote in a seat they took by accepting the owner's request: by nickname.
UPDATE "messages" SET "sender_kind" = 'interlocutor', "sender_name" = (
  SELECT a."nickname" FROM "interlocutor_applications" a
  WHERE a."user_id" = "messages"."sender_id" AND a."status" = 'approved'
  ORDER BY a."id" DESC LIMIT 1)
WHERE "sender_kind" = 'user'
  AND EXISTS (SELECT 1 FROM "interlocutor_requests" r
    WHERE r."topic_id" = "messages"."topic_id" AND r."accepted_by" = "messages"."sender_id")
  AND EXISTS (SELECT 1 FROM "interlocutor_applications" a WHERE a."user_id" = "messages"."sender_id" AND a."status" = 'approved');
--> statement-breakpoint
-- The guest seated now: a matched interlocutor under their nickname, anyone else as a guest.
UPDATE "topics" SET
  "guest_name" = (SELECT a."nickname" FROM "interlocutor_applications" a
    WHERE a."user_id" = "topics"."guest_id" AND a."status" = 'approved'
    ORDER BY a."id" DESC LIMIT 1)
WHERE "guest_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "interlocutor_requests" r
  WHERE r."topic_id" = "topics"."id" AND r."accepted_by" = "topics"."guest_id" AND r."status" = 'accepted');
--> statement-breakpoint
UPDATE "topics" SET "guest_kind" = CASE WHEN "guest_name" IS NULL THEN 'guest' ELSE 'interlocutor' END
WHERE "guest_id" IS NOT NULL;
