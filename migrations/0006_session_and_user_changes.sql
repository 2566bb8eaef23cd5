-- Sessions and users announce each changed row's key, as 0003 does for availability (same
-- functions, same marina.announce_changes switch): the embedded engine keeps the rows every
-- signed-in request reads in memory, cleared at commit by these, whoever wrote (a sign-out, a
-- password reset ending every session, the admin command).
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
