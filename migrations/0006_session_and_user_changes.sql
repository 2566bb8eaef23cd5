-- Sessions and users announce each changed row's key, as 0003 does for availability: the
-- embedded engine keeps the rows every signed-in request reads in memory, cleared at commit
-- by these, whoever wrote (a sign-out, a password reset ending every session, the admin command).
CREATE FUNCTION announce_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('marina.announce_changes', true) IS DISTINCT FROM 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify(TG_ARGV[0], to_json(OLD)->>TG_ARGV[1]);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify(TG_ARGV[0], to_json(NEW)->>TG_ARGV[1]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION announce_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('marina.announce_changes', true) IS DISTINCT FROM 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify(TG_ARGV[0], '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER INSERT OR UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_row_change('session_changed', 'sid');
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change('session_changed');
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_row_change('user_changed', 'id');
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change('user_changed');
