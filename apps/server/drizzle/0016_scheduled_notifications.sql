CREATE TABLE "notification_digests" (
	"person_id" integer NOT NULL,
	"day" date NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_digests_person_id_day_pk" PRIMARY KEY("person_id","day")
);
--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_digests_day_idx" ON "notification_digests" USING btree ("day");--> statement-breakpoint
CREATE INDEX "assignments_last_submit_date_idx" ON "assignments" USING btree ("last_submit_date");