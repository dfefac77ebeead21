-- Counts kept with the writes (docs/performance.md, "Counts kept with the writes"): a course's enrolments, a
-- content send's viewers and an assignment's submissions, so that lists and the dashboard's chart read one number
-- per row instead of counting thousands of rows per request. Each is kept by statement-level triggers on the
-- counted table (one UPDATE per statement, grouped, whatever the number of rows: a bulk load costs one pass), so
-- every write keeps it right: the application's, a cascade of a deleted user, course or content, a seed's.
-- ENABLE ALWAYS: they also fire under session_replication_role = replica, which bulk loads use to skip the
-- foreign-key checks (the bench's data set).
-- Filling the counters reads every enrolment, submission and content view once (5.6 s for 2 million views on the
-- bench's machine): longer than the pool's 5 s statement_timeout on a large database. The migrations run in one
-- transaction, so this lifts the limit for them only.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "participant_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "submission_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_sends" ADD COLUMN "viewer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "courses" SET "participant_count" = e.n
  FROM (SELECT "course_id", count(*)::int AS n FROM "enrolments" GROUP BY "course_id") e
  WHERE "courses"."id" = e."course_id";--> statement-breakpoint
UPDATE "assignments" SET "submission_count" = s.n
  FROM (SELECT "assignment_id", count(*)::int AS n FROM "assignment_submissions" GROUP BY "assignment_id") s
  WHERE "assignments"."id" = s."assignment_id";--> statement-breakpoint
UPDATE "content_sends" SET "viewer_count" = v.n
  FROM (SELECT "content_id", "course_id", count(*)::int AS n FROM "content_views" WHERE "view_count" > 0
        GROUP BY "content_id", "course_id") v
  WHERE "content_sends"."content_id" = v."content_id" AND "content_sends"."course_id" = v."course_id";--> statement-breakpoint
-- Each function adds the statement's new rows and takes away its old ones, grouped by the counter's row; an
-- UPDATE has both, and a group whose change is 0 (a re-upload, a second view) writes nothing. (A transition
-- table exists only for its events: each branch names only its own, as PL/pgSQL plans a statement when it runs.)
CREATE FUNCTION "enrolments_keep_participant_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "courses" SET "participant_count" = "participant_count" + d.n
    FROM (SELECT "course_id", count(*)::int AS n FROM new_rows GROUP BY "course_id") d
    WHERE "courses"."id" = d."course_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "courses" SET "participant_count" = "participant_count" - d.n
    FROM (SELECT "course_id", count(*)::int AS n FROM old_rows GROUP BY "course_id") d
    WHERE "courses"."id" = d."course_id";
  ELSE
    UPDATE "courses" SET "participant_count" = "participant_count" + d.n
    FROM (
      SELECT "course_id", sum(n)::int AS n FROM (
        SELECT "course_id", 1 AS n FROM new_rows
        UNION ALL
        SELECT "course_id", -1 FROM old_rows
      ) moved GROUP BY "course_id" HAVING sum(n) <> 0
    ) d
    WHERE "courses"."id" = d."course_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "assignment_submissions_keep_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "assignments" SET "submission_count" = "submission_count" + d.n
    FROM (SELECT "assignment_id", count(*)::int AS n FROM new_rows GROUP BY "assignment_id") d
    WHERE "assignments"."id" = d."assignment_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "assignments" SET "submission_count" = "submission_count" - d.n
    FROM (SELECT "assignment_id", count(*)::int AS n FROM old_rows GROUP BY "assignment_id") d
    WHERE "assignments"."id" = d."assignment_id";
  ELSE
    UPDATE "assignments" SET "submission_count" = "submission_count" + d.n
    FROM (
      SELECT "assignment_id", sum(n)::int AS n FROM (
        SELECT "assignment_id", 1 AS n FROM new_rows
        UNION ALL
        SELECT "assignment_id", -1 FROM old_rows
      ) moved GROUP BY "assignment_id" HAVING sum(n) <> 0
    ) d
    WHERE "assignments"."id" = d."assignment_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "content_views_keep_viewer_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "content_sends" SET "viewer_count" = "viewer_count" + d.n
    FROM (SELECT "content_id", "course_id", count(*)::int AS n FROM new_rows WHERE "view_count" > 0 GROUP BY "content_id", "course_id") d
    WHERE "content_sends"."content_id" = d."content_id" AND "content_sends"."course_id" = d."course_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "content_sends" SET "viewer_count" = "viewer_count" - d.n
    FROM (SELECT "content_id", "course_id", count(*)::int AS n FROM old_rows WHERE "view_count" > 0 GROUP BY "content_id", "course_id") d
    WHERE "content_sends"."content_id" = d."content_id" AND "content_sends"."course_id" = d."course_id";
  ELSE
    UPDATE "content_sends" SET "viewer_count" = "viewer_count" + d.n
    FROM (
      SELECT "content_id", "course_id", sum(n)::int AS n FROM (
        SELECT "content_id", "course_id", 1 AS n FROM new_rows WHERE "view_count" > 0
        UNION ALL
        SELECT "content_id", "course_id", -1 FROM old_rows WHERE "view_count" > 0
      ) moved GROUP BY "content_id", "course_id" HAVING sum(n) <> 0
    ) d
    WHERE "content_sends"."content_id" = d."content_id" AND "content_sends"."course_id" = d."course_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "enrolments_count_insert" AFTER INSERT ON "enrolments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "enrolments_keep_participant_count"();--> statement-breakpoint
CREATE TRIGGER "enrolments_count_update" AFTER UPDATE ON "enrolments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "enrolments_keep_participant_count"();--> statement-breakpoint
CREATE TRIGGER "enrolments_count_delete" AFTER DELETE ON "enrolments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "enrolments_keep_participant_count"();--> statement-breakpoint
CREATE TRIGGER "assignment_submissions_count_insert" AFTER INSERT ON "assignment_submissions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "assignment_submissions_keep_count"();--> statement-breakpoint
CREATE TRIGGER "assignment_submissions_count_update" AFTER UPDATE ON "assignment_submissions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "assignment_submissions_keep_count"();--> statement-breakpoint
CREATE TRIGGER "assignment_submissions_count_delete" AFTER DELETE ON "assignment_submissions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "assignment_submissions_keep_count"();--> statement-breakpoint
CREATE TRIGGER "content_views_count_insert" AFTER INSERT ON "content_views" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "content_views_keep_viewer_count"();--> statement-breakpoint
CREATE TRIGGER "content_views_count_update" AFTER UPDATE ON "content_views" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "content_views_keep_viewer_count"();--> statement-breakpoint
CREATE TRIGGER "content_views_count_delete" AFTER DELETE ON "content_views" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "content_views_keep_viewer_count"();--> statement-breakpoint
ALTER TABLE "enrolments" ENABLE ALWAYS TRIGGER "enrolments_count_insert";--> statement-breakpoint
ALTER TABLE "enrolments" ENABLE ALWAYS TRIGGER "enrolments_count_update";--> statement-breakpoint
ALTER TABLE "enrolments" ENABLE ALWAYS TRIGGER "enrolments_count_delete";--> statement-breakpoint
ALTER TABLE "assignment_submissions" ENABLE ALWAYS TRIGGER "assignment_submissions_count_insert";--> statement-breakpoint
ALTER TABLE "assignment_submissions" ENABLE ALWAYS TRIGGER "assignment_submissions_count_update";--> statement-breakpoint
ALTER TABLE "assignment_submissions" ENABLE ALWAYS TRIGGER "assignment_submissions_count_delete";--> statement-breakpoint
ALTER TABLE "content_views" ENABLE ALWAYS TRIGGER "content_views_count_insert";--> statement-breakpoint
ALTER TABLE "content_views" ENABLE ALWAYS TRIGGER "content_views_count_update";--> statement-breakpoint
ALTER TABLE "content_views" ENABLE ALWAYS TRIGGER "content_views_count_delete";
