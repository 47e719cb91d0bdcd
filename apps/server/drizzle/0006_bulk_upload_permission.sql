-- Bulk daily-sales upload got its own permission (18, create:DailySalesBatch), held by default by
-- company administrators. Existing company administrators (manage:Client and create:DailySales
-- in a client) keep the upload they had.
UPDATE "user_clients" SET "permission_ids" = array_append("permission_ids", 18)
WHERE 1 = ANY("permission_ids") AND 9 = ANY("permission_ids") AND NOT (18 = ANY("permission_ids"));
