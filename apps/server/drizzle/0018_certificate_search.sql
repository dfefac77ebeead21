CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "certificates_serial_trgm_idx" ON "certificates" USING gin ("serial" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certificates_holder_trgm_idx" ON "certificates" USING gin ("holder_name" gin_trgm_ops);