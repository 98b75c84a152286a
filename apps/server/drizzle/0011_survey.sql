CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"language" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_user" ON "survey_answers" USING btree ("survey_id","user_id");--> statement-breakpoint
CREATE INDEX "survey_answers_survey_updated" ON "survey_answers" USING btree ("survey_id","updated_at");