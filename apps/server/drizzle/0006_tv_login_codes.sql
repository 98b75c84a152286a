CREATE TABLE "tv_login_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"poll_token_hash" text NOT NULL,
	"user_id" integer,
	"game_code" text,
	"interval_ms" integer NOT NULL,
	"last_polled_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tv_login_codes_poll_token_hash_unique" UNIQUE("poll_token_hash")
);
--> statement-breakpoint
ALTER TABLE "tv_login_codes" ADD CONSTRAINT "tv_login_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;