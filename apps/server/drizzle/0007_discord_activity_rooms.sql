CREATE TABLE "discord_activity_rooms" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"game_session_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discord_activity_rooms" ADD CONSTRAINT "discord_activity_rooms_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;