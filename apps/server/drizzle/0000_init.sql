CREATE TABLE "game_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"host_type" text NOT NULL,
	"initial_game_type" text NOT NULL,
	"game_type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"owner_user_id" integer NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_session_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"settings" jsonb NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_session_id" integer NOT NULL,
	"user_id" integer,
	"robot_id" integer,
	"alias" text NOT NULL,
	"hex_color" text NOT NULL,
	"avatar_src" text NOT NULL,
	"robot" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"kicked" boolean DEFAULT false NOT NULL,
	"game_owner" boolean DEFAULT false NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"guest_id" text,
	"email" text,
	"name" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_guest" boolean DEFAULT true NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"favorite_avatar_src" text,
	"subscription_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_guest_id_unique" UNIQUE("guest_id"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_players" ADD CONSTRAINT "session_players_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_players" ADD CONSTRAINT "session_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_active_code" ON "game_sessions" USING btree ("game_code") WHERE "game_sessions"."active";--> statement-breakpoint
CREATE INDEX "game_sessions_public" ON "game_sessions" USING btree ("is_public","active","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "session_players_active_avatar" ON "session_players" USING btree ("game_session_id","avatar_src") WHERE "session_players"."active";--> statement-breakpoint
CREATE INDEX "session_players_session" ON "session_players" USING btree ("game_session_id");