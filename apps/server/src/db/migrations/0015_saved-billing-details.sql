CREATE TABLE "saved_billing_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"surname" varchar(100) NOT NULL,
	"phone" varchar(25) NOT NULL,
	"email" varchar(254) NOT NULL,
	"country_id" integer NOT NULL,
	"city" varchar(100) NOT NULL,
	"address" varchar(200) NOT NULL,
	"post_code" varchar(20) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_billing_details" ADD CONSTRAINT "saved_billing_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_billing_details" ADD CONSTRAINT "saved_billing_details_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;