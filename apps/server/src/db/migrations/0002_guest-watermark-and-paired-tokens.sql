ALTER TABLE "api_tokens" ADD COLUMN "session_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "guest_since_message_id" bigint;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;