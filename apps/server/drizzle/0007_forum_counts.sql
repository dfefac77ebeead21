CREATE TABLE "forum_course_counts" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	"unanswered" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_course_counts" ADD CONSTRAINT "forum_course_counts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by the database itself, so that every writer of forum_posts keeps it right: the routes, a cascade from a
-- deleted user or course, the demo seed, the tests' factories. An update counts only when the post changes
-- course or becomes answered or unanswered.
CREATE FUNCTION "forum_posts_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "forum_course_counts"
      SET "posts" = "posts" - 1, "unanswered" = "unanswered" - (OLD."reply_count" = 0)::int
      WHERE "course_id" = OLD."course_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "forum_course_counts" AS c ("course_id", "posts", "unanswered")
      VALUES (NEW."course_id", 1, (NEW."reply_count" = 0)::int)
      ON CONFLICT ("course_id") DO UPDATE SET "posts" = c."posts" + 1, "unanswered" = c."unanswered" + excluded."unanswered";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "forum_posts_count" AFTER INSERT OR DELETE ON "forum_posts"
  FOR EACH ROW EXECUTE FUNCTION "forum_posts_count"();--> statement-breakpoint
CREATE TRIGGER "forum_posts_count_change" AFTER UPDATE OF "reply_count", "course_id" ON "forum_posts"
  FOR EACH ROW WHEN (OLD."course_id" IS DISTINCT FROM NEW."course_id" OR (OLD."reply_count" = 0) IS DISTINCT FROM (NEW."reply_count" = 0))
  EXECUTE FUNCTION "forum_posts_count"();--> statement-breakpoint
-- Counts every course again from its posts: here for the posts already written, and after a bulk load that ran
-- with triggers off (the bench's data set).
CREATE FUNCTION "forum_recount_courses"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "forum_course_counts";
  INSERT INTO "forum_course_counts" ("course_id", "posts", "unanswered")
    SELECT "course_id", count(*), count(*) FILTER (WHERE "reply_count" = 0) FROM "forum_posts" GROUP BY "course_id";
$$;--> statement-breakpoint
SELECT "forum_recount_courses"();
