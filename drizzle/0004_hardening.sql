CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "potential_return_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "actual_return_pence" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "race_entries" ADD COLUMN "dead_heat_position" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "odds_format" text DEFAULT 'fractional' NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_buckets_window_idx" ON "rate_buckets" USING btree ("window_ends_at");--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_dead_heat_position_check" CHECK ("race_entries"."dead_heat_position" between 1 and 8);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_odds_format_check" CHECK ("users"."odds_format" in ('fractional', 'decimal'));