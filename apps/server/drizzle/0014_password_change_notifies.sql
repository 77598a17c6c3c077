-- Sessions now also say whether their user must change a password someone else set
-- (docs/decisions/022-first-login-password.md): setting or clearing the flag, by whatever path,
-- tells every instance's session cache, like a change of name, role or status (drizzle/0004).
DROP TRIGGER IF EXISTS "users_session_fields_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_session_fields_changed" AFTER UPDATE OF "name", "role", "status", "must_change_password" ON "users"
  FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."role" IS DISTINCT FROM NEW."role" OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."must_change_password" IS DISTINCT FROM NEW."must_change_password")
  EXECUTE FUNCTION public.netclass_notify_user_changed();
