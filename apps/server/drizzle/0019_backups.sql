CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"file_name" text NOT NULL,
	"bytes" bigint,
	"result" text DEFAULT 'running' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	CONSTRAINT "backup_runs_result_ck" CHECK ("backup_runs"."result" in ('running', 'ok', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at","id");