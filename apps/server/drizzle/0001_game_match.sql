ALTER TABLE "games" ADD COLUMN "match" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "over" boolean DEFAULT false NOT NULL;