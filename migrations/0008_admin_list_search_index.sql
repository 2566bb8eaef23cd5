-- The search index's operator class. Trusted since PostgreSQL 13, so the database's owner may
-- create it; the embedded engine loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "bookings_search_trgm_idx" ON "bookings" USING gin (lower("confirmation_code" || chr(1) || "owner_name" || chr(1) || "owner_email") gin_trgm_ops) WHERE "bookings"."cancelled_at" is null;