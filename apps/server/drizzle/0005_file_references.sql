CREATE INDEX "assignment_submission_versions_file_idx" ON "assignment_submission_versions" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "assignment_submissions_file_idx" ON "assignment_submissions" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "assignments_file_idx" ON "assignments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "contents_file_idx" ON "contents" USING btree ("file_id");