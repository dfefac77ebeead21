-- Each member's forum posts, and replies, per course (forum_member_counts), kept with the writes as the counts of
-- 0008_counters and 0009_forum_counts: a dashboard's own-post and own-reply cards and the totals of "my posts" and
-- "my replies" add one number per course of the caller instead of counting their rows (a participant with 26,000
-- posts made their dashboard 8 times slower). A reply counts in its post's course. Every writer keeps them right:
-- the routes (a post, a reply, a delete), a cascade of a deleted user or course, a seed's bulk load (the triggers
-- are ENABLE ALWAYS, so they fire under session_replication_role = replica too).
-- Inserts and deletes are statement-level (one grouped write per statement, whatever its number of rows). A post's
-- delete takes its replies away from their authors BEFORE the row goes, in a row trigger: the replies are deleted
-- by the foreign key's cascade after the post, when their post, and so their course, can no longer be read (the
-- replies' delete trigger then skips them). A move (a post to another course or author, a reply to another post
-- or author) is a row trigger guarded by WHEN, so that an edit or a reply count's update costs nothing here.
-- A subtraction only UPDATEs: inserting a row for a user who is being deleted would break the foreign key. The
-- foreign keys are checked at commit (DEFERRABLE INITIALLY DEFERRED; their cascades still act at once): a course's
-- or user's delete cascades to its posts, whose triggers may update a count row twice in the transaction, and
-- PostgreSQL checks the key of a row its own transaction wrote on every update, against a parent already gone;
-- at commit that row has been deleted by the same cascade, and a deleted row is not checked.
SET LOCAL statement_timeout = 0;--> statement-breakpoint
CREATE TABLE "forum_member_counts" (
	"member_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "forum_member_counts_member_id_course_id_pk" PRIMARY KEY("member_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "forum_member_counts" ADD CONSTRAINT "forum_member_counts_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "forum_member_counts" ADD CONSTRAINT "forum_member_counts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE INDEX "forum_member_counts_course_idx" ON "forum_member_counts" USING btree ("course_id");--> statement-breakpoint
INSERT INTO "forum_member_counts" ("member_id", "course_id", "post_count", "reply_count")
  SELECT "member_id", "course_id", sum("posts")::int, sum("replies")::int FROM (
    SELECT "author_id" AS "member_id", "course_id", 1 AS "posts", 0 AS "replies" FROM "forum_posts"
    UNION ALL
    SELECT r."author_id", p."course_id", 0, 1 FROM "forum_replies" r JOIN "forum_posts" p ON p."id" = r."post_id"
  ) counted GROUP BY "member_id", "course_id";--> statement-breakpoint
CREATE FUNCTION "forum_posts_keep_member_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "forum_member_counts" AS c ("member_id", "course_id", "post_count")
      SELECT "author_id", "course_id", count(*)::int FROM new_rows GROUP BY "author_id", "course_id"
    ON CONFLICT ("member_id", "course_id") DO UPDATE SET "post_count" = c."post_count" + excluded."post_count";
  ELSE
    UPDATE "forum_member_counts" SET "post_count" = "post_count" - d.n
    FROM (SELECT "author_id", "course_id", count(*)::int AS n FROM old_rows GROUP BY "author_id", "course_id") d
    WHERE "member_id" = d."author_id" AND "forum_member_counts"."course_id" = d."course_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Before a post goes: its replies leave their authors' counts. The rows it changes, and its author's (which the
-- statement trigger changes next), are locked first in one order, so that two deletes never wait on each other.
CREATE FUNCTION "forum_posts_drop_reply_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "forum_member_counts"
    WHERE "course_id" = OLD."course_id"
      AND "member_id" IN (SELECT "author_id" FROM "forum_replies" WHERE "post_id" = OLD."id" UNION SELECT OLD."author_id")
    ORDER BY "member_id" FOR UPDATE;
  UPDATE "forum_member_counts" SET "reply_count" = "reply_count" - d.n
  FROM (SELECT "author_id", count(*)::int AS n FROM "forum_replies" WHERE "post_id" = OLD."id" GROUP BY "author_id") d
  WHERE "member_id" = d."author_id" AND "course_id" = OLD."course_id";
  RETURN OLD;
END $$;--> statement-breakpoint
-- A post moved to another course or author: the post follows, and on a move between courses its replies too.
CREATE FUNCTION "forum_posts_move_member_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "forum_member_counts" SET "post_count" = "post_count" - 1
    WHERE "member_id" = OLD."author_id" AND "course_id" = OLD."course_id";
  INSERT INTO "forum_member_counts" AS c ("member_id", "course_id", "post_count") VALUES (NEW."author_id", NEW."course_id", 1)
    ON CONFLICT ("member_id", "course_id") DO UPDATE SET "post_count" = c."post_count" + 1;
  IF OLD."course_id" <> NEW."course_id" THEN
    UPDATE "forum_member_counts" SET "reply_count" = "reply_count" - d.n
    FROM (SELECT "author_id", count(*)::int AS n FROM "forum_replies" WHERE "post_id" = NEW."id" GROUP BY "author_id") d
    WHERE "member_id" = d."author_id" AND "course_id" = OLD."course_id";
    INSERT INTO "forum_member_counts" AS c ("member_id", "course_id", "reply_count")
      SELECT "author_id", NEW."course_id", count(*)::int FROM "forum_replies" WHERE "post_id" = NEW."id" GROUP BY "author_id"
    ON CONFLICT ("member_id", "course_id") DO UPDATE SET "reply_count" = c."reply_count" + excluded."reply_count";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "forum_replies_keep_member_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "forum_member_counts" AS c ("member_id", "course_id", "reply_count")
      SELECT r."author_id", p."course_id", count(*)::int
      FROM new_rows r JOIN "forum_posts" p ON p."id" = r."post_id" GROUP BY r."author_id", p."course_id"
    ON CONFLICT ("member_id", "course_id") DO UPDATE SET "reply_count" = c."reply_count" + excluded."reply_count";
  ELSE
    -- A reply whose post is gone was taken away by the post's delete (forum_posts_drop_reply_counts).
    UPDATE "forum_member_counts" SET "reply_count" = "reply_count" - d.n
    FROM (SELECT r."author_id", p."course_id", count(*)::int AS n
          FROM old_rows r JOIN "forum_posts" p ON p."id" = r."post_id" GROUP BY r."author_id", p."course_id") d
    WHERE "member_id" = d."author_id" AND "forum_member_counts"."course_id" = d."course_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A reply moved to another post or author: it leaves the old post's course and author, joins the new ones.
CREATE FUNCTION "forum_replies_move_member_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "forum_member_counts" SET "reply_count" = "reply_count" - 1
    WHERE "member_id" = OLD."author_id" AND "course_id" = (SELECT "course_id" FROM "forum_posts" WHERE "id" = OLD."post_id");
  INSERT INTO "forum_member_counts" AS c ("member_id", "course_id", "reply_count")
    SELECT NEW."author_id", "course_id", 1 FROM "forum_posts" WHERE "id" = NEW."post_id"
  ON CONFLICT ("member_id", "course_id") DO UPDATE SET "reply_count" = c."reply_count" + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "forum_posts_member_count_insert" AFTER INSERT ON "forum_posts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "forum_posts_keep_member_counts"();--> statement-breakpoint
CREATE TRIGGER "forum_posts_member_count_delete" AFTER DELETE ON "forum_posts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "forum_posts_keep_member_counts"();--> statement-breakpoint
CREATE TRIGGER "forum_posts_member_count_drop_replies" BEFORE DELETE ON "forum_posts"
  FOR EACH ROW EXECUTE FUNCTION "forum_posts_drop_reply_counts"();--> statement-breakpoint
CREATE TRIGGER "forum_posts_member_count_move" AFTER UPDATE ON "forum_posts" FOR EACH ROW
  WHEN (OLD."course_id" <> NEW."course_id" OR OLD."author_id" <> NEW."author_id")
  EXECUTE FUNCTION "forum_posts_move_member_counts"();--> statement-breakpoint
CREATE TRIGGER "forum_replies_member_count_insert" AFTER INSERT ON "forum_replies" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "forum_replies_keep_member_counts"();--> statement-breakpoint
CREATE TRIGGER "forum_replies_member_count_delete" AFTER DELETE ON "forum_replies" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "forum_replies_keep_member_counts"();--> statement-breakpoint
CREATE TRIGGER "forum_replies_member_count_move" AFTER UPDATE ON "forum_replies" FOR EACH ROW
  WHEN (OLD."post_id" <> NEW."post_id" OR OLD."author_id" <> NEW."author_id")
  EXECUTE FUNCTION "forum_replies_move_member_counts"();--> statement-breakpoint
ALTER TABLE "forum_posts" ENABLE ALWAYS TRIGGER "forum_posts_member_count_insert";--> statement-breakpoint
ALTER TABLE "forum_posts" ENABLE ALWAYS TRIGGER "forum_posts_member_count_delete";--> statement-breakpoint
ALTER TABLE "forum_posts" ENABLE ALWAYS TRIGGER "forum_posts_member_count_drop_replies";--> statement-breakpoint
ALTER TABLE "forum_posts" ENABLE ALWAYS TRIGGER "forum_posts_member_count_move";--> statement-breakpoint
ALTER TABLE "forum_replies" ENABLE ALWAYS TRIGGER "forum_replies_member_count_insert";--> statement-breakpoint
ALTER TABLE "forum_replies" ENABLE ALWAYS TRIGGER "forum_replies_member_count_delete";--> statement-breakpoint
ALTER TABLE "forum_replies" ENABLE ALWAYS TRIGGER "forum_replies_member_count_move";
