CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"is_guest" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"scope" text NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"count" integer NOT NULL,
	"window_start" bigint NOT NULL,
	"last_at" bigint NOT NULL,
	CONSTRAINT "login_attempts_scope_email_ip_pk" PRIMARY KEY("scope","email","ip")
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_attempts_email" ON "login_attempts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "login_attempts_last" ON "login_attempts" USING btree ("last_at");--> statement-breakpoint
-- Refresh-token families still live at the upgrade become sessions, so signed-in browsers stay signed in.
INSERT INTO "auth_sessions" ("id", "user_id", "is_guest", "created_at")
SELECT "family_id", "user_id", false, min("created_at") FROM "refresh_tokens" WHERE "revoked_at" IS NULL GROUP BY "family_id", "user_id"
ON CONFLICT ("id") DO NOTHING;
