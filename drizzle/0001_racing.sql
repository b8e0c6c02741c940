CREATE TABLE "race_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "race_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"race_id" integer NOT NULL,
	"horse" text NOT NULL,
	"result" text,
	"dead_heat" integer,
	"rule4_pence" integer DEFAULT 0 NOT NULL,
	"sp_text" text,
	"sp_num" integer,
	"sp_den" integer,
	"resulted_at" timestamp with time zone,
	CONSTRAINT "race_entries_rule4_check" CHECK ("race_entries"."rule4_pence" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "races_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"race_date" date NOT NULL,
	"race_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"racecourse" text NOT NULL,
	"runners" integer DEFAULT 8 NOT NULL,
	"is_handicap" boolean DEFAULT false NOT NULL,
	"places_override" integer,
	"place_fraction_den_override" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "races_runners_check" CHECK ("races"."runners" between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "tip_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tip_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tip_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"reason" text,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" integer NOT NULL,
	"race_date" date NOT NULL,
	"access_level" text NOT NULL,
	"confidence" integer NOT NULL,
	"odds_text" text NOT NULL,
	"odds_num" integer NOT NULL,
	"odds_den" integer NOT NULL,
	"bet_type" text NOT NULL,
	"stake_points" integer DEFAULT 1 NOT NULL,
	"analysis" text NOT NULL,
	"tipster" text NOT NULL,
	"category" text NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result_comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "tips_confidence_check" CHECK ("tips"."confidence" between 1 and 5),
	CONSTRAINT "tips_odds_check" CHECK ("tips"."odds_num" > 0 and "tips"."odds_den" > 0)
);
--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_audit" ADD CONSTRAINT "tip_audit_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_audit" ADD CONSTRAINT "tip_audit_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_entry_id_race_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."race_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "race_entries_race_horse_unique" ON "race_entries" USING btree ("race_id",lower("horse"));--> statement-breakpoint
CREATE UNIQUE INDEX "races_date_time_course_unique" ON "races" USING btree ("race_date","race_time","racecourse");--> statement-breakpoint
CREATE INDEX "races_starts_at_idx" ON "races" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "tip_audit_tip_idx" ON "tip_audit" USING btree ("tip_id");--> statement-breakpoint
CREATE INDEX "tips_race_date_publish_idx" ON "tips" USING btree ("race_date","publish_at") WHERE "tips"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tips_entry_idx" ON "tips" USING btree ("entry_id");