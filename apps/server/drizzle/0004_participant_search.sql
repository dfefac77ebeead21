-- The coordinator's participant search (docs/decisions/009-dashboards-courses-participants.md): a trigram index on
-- name, e-mail and mobile of the participants, and statistics on the same expression, so that the planner knows
-- how common a searched text is and picks the index (rare text) or the course's enrolments (common text).
CREATE INDEX "users_participant_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("mobile_no", '')) gin_trgm_ops) WHERE "users"."user_type" = 2;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "users_participant_search_stx" ON (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("mobile_no", ''))) FROM "users";--> statement-breakpoint
ANALYZE "users";
