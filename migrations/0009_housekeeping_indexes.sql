-- Housekeeping (server/src/housekeeping) deletes dead rows oldest first along these indexes:
-- finished mail by when it went (or was queued, if given up), reset tokens and rate-limit
-- windows by their end. Sessions and idempotency keys already had theirs.
CREATE INDEX "mail_queue_finished_idx" ON "mail_queue" USING btree (coalesce("sent_at", "created_at")) WHERE "mail_queue"."status" <> 'pending';--> statement-breakpoint
CREATE INDEX "password_reset_tokens_expires_idx" ON "password_reset_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");