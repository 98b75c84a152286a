CREATE TABLE "drawing_strokes" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"turn" integer NOT NULL,
	"painter_player_id" integer NOT NULL,
	"batches" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drawing_strokes" ADD CONSTRAINT "drawing_strokes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawing_strokes_turn" ON "drawing_strokes" USING btree ("game_id","turn","painter_player_id","id");