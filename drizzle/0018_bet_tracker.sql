CREATE TABLE "bet_edits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bet_id" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_edits_reason_check" CHECK (char_length("bet_edits"."reason") <= 200)
);
--> statement-breakpoint
CREATE TABLE "bet_legs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_legs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bet_id" integer NOT NULL,
	"position" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"odds_text" text NOT NULL,
	"odds_num" integer NOT NULL,
	"odds_den" integer NOT NULL,
	"tip_odds_text" text,
	CONSTRAINT "bet_legs_position_check" CHECK ("bet_legs"."position" between 0 and 7)
);
--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "entry_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "kind" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "bookmaker" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "price_type" text DEFAULT 'taken' NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "tip_odds_text" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "tip_odds_num" integer;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "tip_odds_den" integer;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "multiple_type" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "line_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "multiple_settlement" jsonb;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "manual_course" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "manual_race_date" date;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "manual_race_time" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "manual_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "manual_horse" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bet_edits" ADD CONSTRAINT "bet_edits_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_legs" ADD CONSTRAINT "bet_legs_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_legs" ADD CONSTRAINT "bet_legs_entry_id_race_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."race_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_edits_bet_idx" ON "bet_edits" USING btree ("bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bet_legs_bet_position_unique" ON "bet_legs" USING btree ("bet_id","position");--> statement-breakpoint
CREATE INDEX "bet_legs_entry_idx" ON "bet_legs" USING btree ("entry_id");--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_kind_check" CHECK (("bets"."kind" = 'single' and "bets"."entry_id" is not null) or ("bets"."kind" = 'multiple' and "bets"."entry_id" is null and "bets"."multiple_type" is not null) or ("bets"."kind" = 'manual' and "bets"."entry_id" is null and "bets"."manual_horse" is not null));--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_bookmaker_check" CHECK (char_length("bets"."bookmaker") <= 60);--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_void_reason_check" CHECK (char_length("bets"."void_reason") <= 200);--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_manual_text_check" CHECK (char_length("bets"."manual_course") <= 60 and char_length("bets"."manual_horse") <= 60);--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_line_count_check" CHECK ("bets"."line_count" between 1 and 247);