CREATE TABLE "alert_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tips_out_push" boolean DEFAULT true NOT NULL,
	"tips_out_email" boolean DEFAULT false NOT NULL,
	"non_runner_push" boolean DEFAULT true NOT NULL,
	"non_runner_email" boolean DEFAULT false NOT NULL,
	"bet_settled_push" boolean DEFAULT true NOT NULL,
	"bet_settled_email" boolean DEFAULT false NOT NULL,
	"morning_digest_push" boolean DEFAULT false NOT NULL,
	"morning_digest_email" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"email_subject" text NOT NULL,
	"email_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	"outcome" jsonb,
	CONSTRAINT "alerts_text_check" CHECK (char_length("alerts"."title") <= 200 and char_length("alerts"."url") <= 200)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_dedupe_key_unique" ON "alerts" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "alerts_user_kind_created_idx" ON "alerts" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "alerts_undispatched_idx" ON "alerts" USING btree ("created_at") WHERE "alerts"."dispatched_at" is null;