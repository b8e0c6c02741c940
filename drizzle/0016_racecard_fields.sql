ALTER TABLE "race_entries" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "race_entries" ADD COLUMN "number" integer;--> statement-breakpoint
ALTER TABLE "race_entries" ADD COLUMN "headgear" text;--> statement-breakpoint
ALTER TABLE "race_entries" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "race_entries" ADD COLUMN "position" text;--> statement-breakpoint
ALTER TABLE "race_entries" ADD COLUMN "beaten" text;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "full_field" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "race_entries_race_external_unique" ON "race_entries" USING btree ("race_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "races_external_id_unique" ON "races" USING btree ("external_id");--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_number_check" CHECK ("race_entries"."number" between 1 and 40);--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_headgear_check" CHECK (char_length("race_entries"."headgear") <= 8);--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_position_check" CHECK (char_length("race_entries"."position") <= 4);--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_beaten_check" CHECK (char_length("race_entries"."beaten") <= 12);--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_external_id_check" CHECK (char_length("race_entries"."external_id") <= 64);--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_external_id_check" CHECK (char_length("races"."external_id") <= 64);