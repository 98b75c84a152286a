CREATE TABLE "host_screens" (
	"game_code" text PRIMARY KEY NOT NULL,
	"game_session_id" integer NOT NULL,
	"link_id" text,
	"link_expires_at" timestamp with time zone,
	"screen_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "host_screens" ADD CONSTRAINT "host_screens_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_screens" ADD CONSTRAINT "host_screens_screen_user_id_users_id_fk" FOREIGN KEY ("screen_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;