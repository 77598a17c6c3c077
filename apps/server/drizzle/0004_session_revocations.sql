-- Every instance keeps a cache of live sessions (docs/decisions/012-session-cache.md). Whatever
-- ends a session or changes what a session says of its user, by whatever path (the app, a
-- cascade, an operator's SQL), tells every instance on the channel the cache listens on; the
-- notification leaves when the transaction commits.
CREATE OR REPLACE FUNCTION public.netclass_notify_user_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('netclass_session_revocations', json_build_object('userId', NEW.id)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_session_fields_changed" AFTER UPDATE OF "name", "role", "status" ON "users"
  FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."role" IS DISTINCT FROM NEW."role" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION public.netclass_notify_user_changed();--> statement-breakpoint
-- One notification per statement. A notification carries at most 8000 bytes: past 100
-- sessions (an expiry sweep) it says so without naming them, and every cache starts afresh.
CREATE OR REPLACE FUNCTION public.netclass_notify_sessions_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  SELECT array_agg("id"::text) INTO ids FROM gone;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 100 THEN
    PERFORM pg_notify('netclass_session_revocations', '{"all":true}');
  ELSE
    PERFORM pg_notify('netclass_session_revocations', json_build_object('sessionIds', ids)::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_deleted" AFTER DELETE ON "sessions"
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION public.netclass_notify_sessions_deleted();
