CREATE TABLE "learning_progress" (
	"user_id" integer NOT NULL,
	"lesson_id" text NOT NULL,
	"best_score" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id"),
	CONSTRAINT "learning_progress_best_score_check" CHECK ("learning_progress"."best_score" between 0 and 6),
	CONSTRAINT "learning_progress_lesson_id_length" CHECK (char_length("learning_progress"."lesson_id") <= 64)
);
--> statement-breakpoint
ALTER TABLE "learning_progress" ADD CONSTRAINT "learning_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;