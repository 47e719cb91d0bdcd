-- The callers' scope (modules/access) also carries the user's 'Comprobantes por correo'
-- preference (users.receipts_by_email), read after every accepted declaration: a change of it is
-- a change of the scope, announced to every instance like the email's and the country's.
DROP TRIGGER IF EXISTS scope_changed ON users;
--> statement-breakpoint
CREATE TRIGGER scope_changed AFTER UPDATE OF id, email, country_id, corporativo, receipts_by_email OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION vitrina_scope_changed();
