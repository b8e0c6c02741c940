ALTER TABLE "betting_limits" ADD COLUMN "weekly_pence" integer;--> statement-breakpoint
ALTER TABLE "betting_limits" ADD COLUMN "has_pending_weekly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "betting_limits" ADD COLUMN "pending_weekly_pence" integer;--> statement-breakpoint
ALTER TABLE "betting_limits" ADD COLUMN "pending_weekly_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "betting_limits" ADD COLUMN "monthly_pence" integer;--> statement-breakpoint
ALTER TABLE "betting_limits" ADD COLUMN "has_pending_monthly" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "betting_limits" ADD COLUMN "pending_monthly_pence" integer;--> statement-breakpoint
ALTER TABLE "betting_limits" ADD COLUMN "pending_monthly_at" timestamp with time zone;