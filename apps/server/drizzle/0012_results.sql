CREATE SEQUENCE "public"."marks_revision_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "evaluation_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"max_marks" numeric(6, 2) NOT NULL,
	"weight" numeric(6, 2) NOT NULL,
	"min_marks" numeric(6, 2),
	"assignment_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_components_max_ck" CHECK ("evaluation_components"."max_marks" > 0),
	CONSTRAINT "evaluation_components_weight_ck" CHECK ("evaluation_components"."weight" > 0 and "evaluation_components"."weight" <= 100),
	CONSTRAINT "evaluation_components_min_ck" CHECK ("evaluation_components"."min_marks" is null or ("evaluation_components"."min_marks" >= 0 and "evaluation_components"."min_marks" <= "evaluation_components"."max_marks"))
);
--> statement-breakpoint
CREATE TABLE "evaluation_rules" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"pass_mark" numeric(6, 2) NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_rules_pass_mark_ck" CHECK ("evaluation_rules"."pass_mark" >= 0 and "evaluation_rules"."pass_mark" <= 100)
);
--> statement-breakpoint
CREATE TABLE "final_results" (
	"release_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"total" numeric(6, 2),
	"status" text NOT NULL,
	CONSTRAINT "final_results_release_id_participant_id_pk" PRIMARY KEY("release_id","participant_id"),
	CONSTRAINT "final_results_status_ck" CHECK ("final_results"."status" in ('Pass', 'Fail', 'Incomplete'))
);
--> statement-breakpoint
CREATE TABLE "mark_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"before_marks" numeric(6, 2),
	"before_absent" boolean,
	"before_feedback" text,
	"before_revision" bigint,
	"after_marks" numeric(6, 2),
	"after_absent" boolean NOT NULL,
	"after_feedback" text,
	"after_revision" bigint NOT NULL,
	"source" text NOT NULL,
	"import_id" integer,
	"changed_by_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mark_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"template_revision" bigint NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"preview" jsonb NOT NULL,
	"imported_by_id" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "marks" (
	"component_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"marks" numeric(6, 2),
	"is_absent" boolean DEFAULT false NOT NULL,
	"feedback" text,
	"revision" bigint DEFAULT nextval('marks_revision_seq') NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marks_component_id_participant_id_pk" PRIMARY KEY("component_id","participant_id"),
	CONSTRAINT "marks_value_ck" CHECK (("marks"."is_absent" and "marks"."marks" is null) or (not "marks"."is_absent" and "marks"."marks" >= 0))
);
--> statement-breakpoint
CREATE TABLE "result_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"component_id" integer,
	"effective_at" timestamp with time zone NOT NULL,
	"released_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"frozen_rules" jsonb,
	"unreleased_at" timestamp with time zone,
	"unreleased_by_id" integer,
	"unrelease_reason" text
);
--> statement-breakpoint
ALTER TABLE "evaluation_components" ADD CONSTRAINT "evaluation_components_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_components" ADD CONSTRAINT "evaluation_components_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_rules" ADD CONSTRAINT "evaluation_rules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_rules" ADD CONSTRAINT "evaluation_rules_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_results" ADD CONSTRAINT "final_results_release_id_result_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."result_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_results" ADD CONSTRAINT "final_results_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_results" ADD CONSTRAINT "final_results_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_changes" ADD CONSTRAINT "mark_changes_component_id_evaluation_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."evaluation_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_changes" ADD CONSTRAINT "mark_changes_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_changes" ADD CONSTRAINT "mark_changes_import_id_mark_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."mark_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_changes" ADD CONSTRAINT "mark_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_imports" ADD CONSTRAINT "mark_imports_component_id_evaluation_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."evaluation_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_imports" ADD CONSTRAINT "mark_imports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_imports" ADD CONSTRAINT "mark_imports_imported_by_id_users_id_fk" FOREIGN KEY ("imported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_imports" ADD CONSTRAINT "mark_imports_undone_by_id_users_id_fk" FOREIGN KEY ("undone_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marks" ADD CONSTRAINT "marks_component_id_evaluation_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."evaluation_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marks" ADD CONSTRAINT "marks_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marks" ADD CONSTRAINT "marks_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_releases" ADD CONSTRAINT "result_releases_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_releases" ADD CONSTRAINT "result_releases_component_id_evaluation_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."evaluation_components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_releases" ADD CONSTRAINT "result_releases_released_by_id_users_id_fk" FOREIGN KEY ("released_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_releases" ADD CONSTRAINT "result_releases_unreleased_by_id_users_id_fk" FOREIGN KEY ("unreleased_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_components_course_idx" ON "evaluation_components" USING btree ("course_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_components_course_name_uq" ON "evaluation_components" USING btree ("course_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_components_assignment_uq" ON "evaluation_components" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "final_results_participant_idx" ON "final_results" USING btree ("participant_id","course_id");--> statement-breakpoint
CREATE INDEX "final_results_course_status_idx" ON "final_results" USING btree ("course_id","status");--> statement-breakpoint
CREATE INDEX "mark_changes_component_idx" ON "mark_changes" USING btree ("component_id","participant_id","id");--> statement-breakpoint
CREATE INDEX "mark_changes_import_idx" ON "mark_changes" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "mark_imports_component_idx" ON "mark_imports" USING btree ("component_id","imported_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mark_imports_file_idx" ON "mark_imports" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "marks_participant_idx" ON "marks" USING btree ("participant_id","component_id");--> statement-breakpoint
CREATE INDEX "marks_component_revision_idx" ON "marks" USING btree ("component_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "result_releases_component_live_uq" ON "result_releases" USING btree ("component_id") WHERE "result_releases"."unreleased_at" is null and "result_releases"."component_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "result_releases_final_live_uq" ON "result_releases" USING btree ("course_id") WHERE "result_releases"."unreleased_at" is null and "result_releases"."component_id" is null;--> statement-breakpoint
CREATE INDEX "result_releases_course_idx" ON "result_releases" USING btree ("course_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The release gate. Participant reads take marks and final results only from these views: a mark shows once its
-- component has a release in effect (not withdrawn, its time come); a final result once the course's final release
-- is in effect.
CREATE VIEW "released_marks" AS
  SELECT m."component_id", m."participant_id", m."marks", m."is_absent", m."feedback"
  FROM "marks" m
  JOIN "result_releases" r ON r."component_id" = m."component_id"
  WHERE r."unreleased_at" IS NULL AND r."effective_at" <= now();--> statement-breakpoint
CREATE VIEW "released_final_results" AS
  SELECT f."course_id", f."participant_id", f."total", f."status", f."release_id", r."effective_at"
  FROM "final_results" f
  JOIN "result_releases" r ON r."id" = f."release_id"
  WHERE r."unreleased_at" IS NULL AND r."effective_at" <= now();
