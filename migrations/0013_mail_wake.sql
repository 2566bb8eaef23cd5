-- Mail queued by a request is sent at once: every insert into mail_queue announces itself on
-- the 'mail_queued' channel, and each instance's mail worker LISTENs there and runs a pass.
-- NOTIFY is sent when the transaction commits (never for one rolled back) and PostgreSQL folds
-- identical notifications of one transaction into one, so a clear-all that queues a thousand
-- cancellations wakes each worker once. Polling (WORKER_POLL_MS) stays as the fallback.
CREATE FUNCTION announce_mail_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mail_queued', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER mail_queue_announce AFTER INSERT ON mail_queue
  FOR EACH STATEMENT EXECUTE FUNCTION announce_mail_queued();
