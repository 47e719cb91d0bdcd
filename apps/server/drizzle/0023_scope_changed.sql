-- Every instance keeps the callers' scopes of the last seconds (modules/access/scope-cache.ts).
-- A committed change of the rows a scope is read from announces the user's id on the channel
-- vitrina_scope_changed ('*' after a TRUNCATE), whichever code or tool made it.
CREATE OR REPLACE FUNCTION vitrina_scope_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('vitrina_scope_changed', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('vitrina_scope_changed', OLD.id::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('vitrina_scope_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('vitrina_scope_changed', NEW.user_id::text);
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('vitrina_scope_changed', OLD.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER scope_changed AFTER UPDATE OF id, email, country_id, corporativo OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION vitrina_scope_changed();
--> statement-breakpoint
CREATE TRIGGER scope_changed AFTER INSERT OR UPDATE OR DELETE ON user_clients FOR EACH ROW EXECUTE FUNCTION vitrina_scope_changed();
--> statement-breakpoint
CREATE TRIGGER scope_changed AFTER INSERT OR UPDATE OR DELETE ON assignments FOR EACH ROW EXECUTE FUNCTION vitrina_scope_changed();
--> statement-breakpoint
CREATE TRIGGER scope_changed AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION vitrina_scope_changed();
--> statement-breakpoint
CREATE TRIGGER scope_changed AFTER INSERT OR UPDATE OR DELETE ON staff_buildings FOR EACH ROW EXECUTE FUNCTION vitrina_scope_changed();
--> statement-breakpoint
CREATE TRIGGER scope_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION vitrina_scope_changed();
--> statement-breakpoint
CREATE TRIGGER scope_truncated AFTER TRUNCATE ON user_clients FOR EACH STATEMENT EXECUTE FUNCTION vitrina_scope_changed();
--> statement-breakpoint
CREATE TRIGGER scope_truncated AFTER TRUNCATE ON assignments FOR EACH STATEMENT EXECUTE FUNCTION vitrina_scope_changed();
--> statement-breakpoint
CREATE TRIGGER scope_truncated AFTER TRUNCATE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION vitrina_scope_changed();
--> statement-breakpoint
CREATE TRIGGER scope_truncated AFTER TRUNCATE ON staff_buildings FOR EACH STATEMENT EXECUTE FUNCTION vitrina_scope_changed();
