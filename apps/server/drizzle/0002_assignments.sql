CREATE TABLE "assignment_submission_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "assignment_submission_versions" ADD CONSTRAINT "assignment_submission_versions_submission_id_assignment_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."assignment_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submission_versions" ADD CONSTRAINT "assignment_submission_versions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_submission_versions_submission_idx" ON "assignment_submission_versions" USING btree ("submission_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Every existing submission is its own first version.
INSERT INTO "assignment_submission_versions" ("submission_id", "file_id", "submitted_at") SELECT "id", "file_id", "submitted_at" FROM "assignment_submissions";
