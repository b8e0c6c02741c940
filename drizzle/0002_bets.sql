CREATE TABLE "bets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"type" text NOT NULL,
	"odds_text" text NOT NULL,
	"odds_num" integer NOT NULL,
	"odds_den" integer NOT NULL,
	"stake_pence" integer NOT NULL,
	"total_stake_pence" integer NOT NULL,
	"potential_return_pence" integer NOT NULL,
	"actual_return_pence" integer,
	"status" text DEFAULT 'Open' NOT NULL,
	"settlement" text,
	"settled_at" timestamp with time zone,
	"client_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bets_stake_check" CHECK ("bets"."stake_pence" > 0 and "bets"."total_stake_pence" >= "bets"."stake_pence")
);
--> statement-breakpoint
CREATE TABLE "betting_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"per_bet_pence" integer,
	"daily_pence" integer,
	"has_pending_per_bet" boolean DEFAULT false NOT NULL,
	"pending_per_bet_pence" integer,
	"pending_per_bet_at" timestamp with time zone,
	"has_pending_daily" boolean DEFAULT false NOT NULL,
	"pending_daily_pence" integer,
	"pending_daily_at" timestamp with time zone,
	"time_out_until" timestamp with time zone,
	"self_excluded_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_entry_id_race_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."race_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "betting_limits" ADD CONSTRAINT "betting_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_user_client_ref_unique" ON "bets" USING btree ("user_id","client_ref");--> statement-breakpoint
CREATE INDEX "bets_user_status_created_idx" ON "bets" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "bets_entry_idx" ON "bets" USING btree ("entry_id");