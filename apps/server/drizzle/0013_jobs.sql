CREATE TABLE "sent_mails" (
	"job_id" uuid NOT NULL,
	"part" smallint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sent_mails_job_id_part_pk" PRIMARY KEY("job_id","part")
);
--> statement-breakpoint
CREATE INDEX "sent_mails_sent_at_idx" ON "sent_mails" USING btree ("sent_at");