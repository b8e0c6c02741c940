CREATE TABLE "closed_account_exclusions" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"excluded_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "closed_account_exclusions_until_idx" ON "closed_account_exclusions" USING btree ("excluded_until");