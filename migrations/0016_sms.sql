-- Text messages (docs/product.md#text-messages): owners' verified mobiles and their choices, pending codes, numbers
-- that opted out, and texts riding the mail queue (one queue, one worker, one set of rules)
-- with the provider's message id and delivery status.
CREATE TABLE "sms_opt_outs" (
	"phone_number" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_opt_outs_reason_check" CHECK ("sms_opt_outs"."reason" in ('stop', 'undeliverable')),
	CONSTRAINT "sms_opt_outs_phone_check" CHECK ("sms_opt_outs"."phone_number" ~ '^\+[1-9][0-9]{6,14}$')
);
--> statement-breakpoint
CREATE TABLE "sms_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"confirmations" boolean DEFAULT true NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_verifications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_kind_check";--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "delivery_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_subscriptions" ADD CONSTRAINT "sms_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_verifications" ADD CONSTRAINT "sms_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_subscriptions_phone_idx" ON "sms_subscriptions" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_queue_provider_message_id_key" ON "mail_queue" USING btree ("provider_message_id") WHERE "mail_queue"."provider_message_id" is not null;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_channel_check" CHECK ("mail_queue"."channel" in ('email', 'sms'));--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_delivery_status_check" CHECK ("mail_queue"."delivery_status" in ('accepted', 'queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed'));--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_kind_check" CHECK ("mail_queue"."kind" in ('booking-confirmed', 'booking-cancelled', 'booking-changed', 'booking-reminder', 'date-closed', 'weather-hold', 'waitlist-held', 'status-done', 'status-no-show', 'password-reset', 'email-verification', 'sms-verification'));