CREATE TABLE "audience_members" (
	"game_session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"alias" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "audience_members_game_session_id_user_id_pk" PRIMARY KEY("game_session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "audience_members" ADD CONSTRAINT "audience_members_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_members" ADD CONSTRAINT "audience_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;