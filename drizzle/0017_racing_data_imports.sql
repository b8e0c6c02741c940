CREATE TABLE "racing_data_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "racing_data_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"admin_id" integer,
	"label" text,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "racing_data_imports_label_check" CHECK (char_length("racing_data_imports"."label") <= 120)
);
--> statement-breakpoint
ALTER TABLE "racing_data_imports" ADD CONSTRAINT "racing_data_imports_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "racing_data_imports_created_idx" ON "racing_data_imports" USING btree ("created_at");