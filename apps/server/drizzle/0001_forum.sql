-- pg_trgm serves the forum search (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "reply_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "forum_posts" SET "reply_count" = (SELECT count(*) FROM "forum_replies" WHERE "forum_replies"."post_id" = "forum_posts"."id");--> statement-breakpoint
CREATE INDEX "forum_posts_unanswered_idx" ON "forum_posts" USING btree ("course_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "forum_posts"."reply_count" = 0;--> statement-breakpoint
CREATE INDEX "forum_posts_search_trgm_idx" ON "forum_posts" USING gin (("title" || ' ' || "body") gin_trgm_ops);