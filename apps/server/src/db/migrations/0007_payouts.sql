CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"method" varchar(8) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" varchar(8) NOT NULL,
	"points" integer NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"country_id" integer NOT NULL,
	"city" varchar(100) NOT NULL,
	"address" varchar(200) NOT NULL,
	"zip" varchar(20) NOT NULL,
	"pan_enc" text,
	"iban_enc" text,
	"account_number_enc" text,
	"sort_code_enc" text,
	"birth_date_enc" text,
	"destination_mask" varchar(64) NOT NULL,
	"destination_hash" varchar(64) NOT NULL,
	"reference" varchar(200),
	"reason" varchar(500),
	"processed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_minor" > 0 and "payouts"."points" > 0)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payouts_destination_idx" ON "payouts" USING btree ("user_id","destination_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_pending_per_method" ON "payouts" USING btree ("user_id","method") WHERE "payouts"."status" = 'pending';