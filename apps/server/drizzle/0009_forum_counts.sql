-- A course's forum posts and those without a reply, kept with the writes as the counters of 0008_counters: a
-- forum list's total (all posts, or the unanswered ones, of the caller's courses) adds one number per course
-- instead of counting every post. Statement-level triggers on forum_posts, ENABLE ALWAYS (they fire under the
-- bulk load's session_replication_role = replica too), so every writer keeps them right: the routes (a post, a
-- post's first reply, a delete), a cascade of a deleted user or course, a seed. A post counts as unanswered while
-- its reply_count is 0.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "forum_post_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "forum_unanswered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "courses" SET "forum_post_count" = p.n, "forum_unanswered_count" = p.unanswered
  FROM (SELECT "course_id", count(*)::int AS n, (count(*) FILTER (WHERE "reply_count" = 0))::int AS unanswered
        FROM "forum_posts" GROUP BY "course_id") p
  WHERE "courses"."id" = p."course_id";--> statement-breakpoint
CREATE FUNCTION "forum_posts_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "courses" SET "forum_post_count" = "forum_post_count" + d.n, "forum_unanswered_count" = "forum_unanswered_count" + d.unanswered
    FROM (SELECT "course_id", count(*)::int AS n, (count(*) FILTER (WHERE "reply_count" = 0))::int AS unanswered
          FROM new_rows GROUP BY "course_id") d
    WHERE "courses"."id" = d."course_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "courses" SET "forum_post_count" = "forum_post_count" - d.n, "forum_unanswered_count" = "forum_unanswered_count" - d.unanswered
    FROM (SELECT "course_id", count(*)::int AS n, (count(*) FILTER (WHERE "reply_count" = 0))::int AS unanswered
          FROM old_rows GROUP BY "course_id") d
    WHERE "courses"."id" = d."course_id";
  ELSE
    -- Only a post that moved to another course, or became answered or unanswered, changes a count: a reply after
    -- the first, or an edit, gives no row here and no UPDATE.
    UPDATE "courses" SET "forum_post_count" = "forum_post_count" + d.n, "forum_unanswered_count" = "forum_unanswered_count" + d.unanswered
    FROM (
      SELECT "course_id", sum(n)::int AS n, sum(unanswered)::int AS unanswered FROM (
        SELECT "course_id", 1 AS n, ("reply_count" = 0)::int AS unanswered FROM new_rows
        UNION ALL
        SELECT "course_id", -1, -("reply_count" = 0)::int FROM old_rows
      ) changed GROUP BY "course_id" HAVING sum(n) <> 0 OR sum(unanswered) <> 0
    ) d
    WHERE "courses"."id" = d."course_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "forum_posts_count_insert" AFTER INSERT ON "forum_posts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "forum_posts_keep_counts"();--> statement-breakpoint
CREATE TRIGGER "forum_posts_count_update" AFTER UPDATE ON "forum_posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "forum_posts_keep_counts"();--> statement-breakpoint
CREATE TRIGGER "forum_posts_count_delete" AFTER DELETE ON "forum_posts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "forum_posts_keep_counts"();--> statement-breakpoint
ALTER TABLE "forum_posts" ENABLE ALWAYS TRIGGER "forum_posts_count_insert";--> statement-breakpoint
ALTER TABLE "forum_posts" ENABLE ALWAYS TRIGGER "forum_posts_count_update";--> statement-breakpoint
ALTER TABLE "forum_posts" ENABLE ALWAYS TRIGGER "forum_posts_count_delete";
