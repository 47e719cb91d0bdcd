ALTER TABLE "files" ALTER COLUMN "uploaded_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_files" ADD COLUMN "file_id" uuid;--> statement-breakpoint
-- the common-expense PDFs already imported become stored files of their clients (kind 'common-expense')
INSERT INTO "files" ("id", "client_id", "uploaded_by", "bucket", "path", "original_name", "extension", "mime", "size_bytes", "sha256", "kind", "created_at")
  SELECT DISTINCT ON (e."bucket", e."object_key") gen_random_uuid(), e."client_id", NULL, e."bucket", e."object_key", left(e."nombre", 251) || '.pdf', 'pdf', 'application/pdf', e."size_bytes", e."sha256", 'common-expense', now()
  FROM "expense_files" e
  ORDER BY e."bucket", e."object_key", e."id"
  ON CONFLICT ("bucket", "path") DO NOTHING;--> statement-breakpoint
UPDATE "expense_files" e SET "file_id" = f."id" FROM "files" f WHERE f."bucket" = e."bucket" AND f."path" = e."object_key";--> statement-breakpoint
ALTER TABLE "expense_files" ALTER COLUMN "file_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_files" ADD CONSTRAINT "expense_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "expense_files_object";--> statement-breakpoint
CREATE INDEX "expense_files_file" ON "expense_files" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "expense_files" DROP COLUMN "bucket";--> statement-breakpoint
ALTER TABLE "expense_files" DROP COLUMN "object_key";--> statement-breakpoint
ALTER TABLE "expense_files" DROP COLUMN "sha256";--> statement-breakpoint
ALTER TABLE "expense_files" DROP COLUMN "size_bytes";
