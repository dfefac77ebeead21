CREATE TABLE "maintenance_mode" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"on" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"since" timestamp with time zone,
	"by_email" text,
	"by_id" integer,
	CONSTRAINT "maintenance_mode_one_row_ck" CHECK ("maintenance_mode"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "maintenance_mode" ADD CONSTRAINT "maintenance_mode_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- hand-written:
-- The one row every process reads at start: off, no message, never switched.
INSERT INTO "maintenance_mode" ("id") VALUES (1) ON CONFLICT DO NOTHING;
