CREATE SEQUENCE "public"."certificate_status_index_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 9223372036854775807 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE TABLE "badge_signing_keys" (
	"singleton" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key_multibase" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_signing_keys_singleton_ck" CHECK ("badge_signing_keys"."singleton" = 1)
);
--> statement-breakpoint
CREATE TABLE "certificate_serials" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "certificate_serials_prefix_year_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
CREATE TABLE "certificate_signatories" (
	"position" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"designation" text NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_signatories_position_ck" CHECK ("certificate_signatories"."position" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"code" text NOT NULL,
	"participant_id" integer,
	"course_id" integer,
	"program_id" integer,
	"release_id" integer,
	"holder_name" text NOT NULL,
	"program_name" text NOT NULL,
	"course_name" text NOT NULL,
	"result_status" text NOT NULL,
	"result_total" numeric(6, 2),
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by_id" integer,
	"pdf_file_id" integer,
	"pdf_sha256" text,
	"badge_file_id" integer,
	"badge_sha256" text,
	"status_index" integer DEFAULT nextval('certificate_status_index_seq') NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_id" integer,
	"revocation_reason" text,
	"superseded_at" timestamp with time zone,
	"superseded_by_id" integer,
	"replaces_id" integer,
	CONSTRAINT "certificates_result_ck" CHECK ("certificates"."result_status" = 'Pass'),
	CONSTRAINT "certificates_revocation_ck" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revocation_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "certificate_signatories" ADD CONSTRAINT "certificate_signatories_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_release_id_result_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."result_releases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_pdf_file_id_stored_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_badge_file_id_stored_files_id_fk" FOREIGN KEY ("badge_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_id_users_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_serial_uq" ON "certificates" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_uq" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_status_index_uq" ON "certificates" USING btree ("status_index");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_live_uq" ON "certificates" USING btree ("participant_id","course_id") WHERE "certificates"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_participant_idx" ON "certificates" USING btree ("participant_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);