CREATE TABLE "payment_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"months" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_subscriptions_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD CONSTRAINT "payment_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_subscriptions_user_idx" ON "payment_subscriptions" USING btree ("user_id","created_at");