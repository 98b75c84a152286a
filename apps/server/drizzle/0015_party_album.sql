CREATE TABLE "album_entries" (
	"game_id" integer NOT NULL,
	"key" text NOT NULL,
	"entry" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "album_entries_game_id_key_pk" PRIMARY KEY("game_id","key")
);
--> statement-breakpoint
CREATE TABLE "album_share_links" (
	"game_session_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "album_share_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "album_entries" ADD CONSTRAINT "album_entries_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_share_links" ADD CONSTRAINT "album_share_links_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;