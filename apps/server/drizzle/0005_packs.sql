ALTER TABLE "word_packs" RENAME TO "packs";--> statement-breakpoint
ALTER TABLE "packs" RENAME COLUMN "words" TO "entries";--> statement-breakpoint
ALTER TABLE "packs" RENAME CONSTRAINT "word_packs_pkey" TO "packs_pkey";--> statement-breakpoint
ALTER TABLE "packs" RENAME CONSTRAINT "word_packs_owner_user_id_users_id_fk" TO "packs_owner_user_id_users_id_fk";--> statement-breakpoint
ALTER SEQUENCE "word_packs_id_seq" RENAME TO "packs_id_seq";--> statement-breakpoint
DROP INDEX "word_packs_owner";--> statement-breakpoint
DROP INDEX "word_packs_language";--> statement-breakpoint
ALTER TABLE "packs" ADD COLUMN "kind" text DEFAULT 'word' NOT NULL;--> statement-breakpoint
CREATE INDEX "packs_owner" ON "packs" USING btree ("owner_user_id","kind");--> statement-breakpoint
CREATE INDEX "packs_language" ON "packs" USING btree ("kind","language","is_public");--> statement-breakpoint
ALTER TABLE "packs" ADD CONSTRAINT "packs_kind" CHECK ("packs"."kind" in ('word', 'category'));
