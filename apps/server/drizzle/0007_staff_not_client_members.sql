-- Internal staff (users holding an internal role) are members of no tenant client: they read
-- tenants' data through their role's abilities. Earlier demo seeds made them members of every
-- client (with read:DailySales), which let them write and delete tenants' files.
DELETE FROM "user_clients" WHERE "user_id" IN (
  SELECT "ur"."user_id" FROM "user_roles" "ur" JOIN "roles" "ro" ON "ro"."id" = "ur"."role_id" WHERE "ro"."internal"
);
