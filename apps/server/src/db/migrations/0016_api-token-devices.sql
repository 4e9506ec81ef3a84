ALTER TABLE "api_tokens" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "device_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_id_unique" UNIQUE("id");--> statement-breakpoint
-- Tokens handed to browsers at sign-in (paired with that session) end: from now on a token
-- exists only because its owner asked for one (POST /api/tokens).
DELETE FROM "api_tokens" WHERE "session_token_hash" IS NOT NULL;
