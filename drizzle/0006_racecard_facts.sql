ALTER TABLE "race_entries" ADD COLUMN "jockey" text;--> statement-breakpoint
ALTER TABLE "race_entries" ADD COLUMN "trainer" text;--> statement-breakpoint
ALTER TABLE "race_entries" ADD COLUMN "age" integer;--> statement-breakpoint
ALTER TABLE "race_entries" ADD COLUMN "weight_lb" integer;--> statement-breakpoint
ALTER TABLE "race_entries" ADD COLUMN "draw" integer;--> statement-breakpoint
ALTER TABLE "race_entries" ADD COLUMN "official_rating" integer;--> statement-breakpoint
ALTER TABLE "race_entries" ADD COLUMN "form" text;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "race_name" text;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "race_type" text;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "race_class" text;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "distance_yards" integer;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "going" text;--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_age_check" CHECK ("race_entries"."age" between 2 and 20);--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_weight_check" CHECK ("race_entries"."weight_lb" between 98 and 175);--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_draw_check" CHECK ("race_entries"."draw" between 1 and 40);--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_rating_check" CHECK ("race_entries"."official_rating" between 0 and 200);--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_distance_check" CHECK ("races"."distance_yards" between 1100 and 7920);