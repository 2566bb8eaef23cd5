ALTER TABLE "push_subscriptions" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "last_push_at" timestamp with time zone;