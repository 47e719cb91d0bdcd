ALTER TABLE "announcement_files" ALTER COLUMN "content_base64" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement_files" ADD COLUMN "bucket" text;--> statement-breakpoint
ALTER TABLE "announcement_files" ADD COLUMN "path" text;--> statement-breakpoint
ALTER TABLE "announcement_files" ADD COLUMN "size_bytes" bigint;--> statement-breakpoint
ALTER TABLE "announcement_files" ADD CONSTRAINT "announcement_files_bytes" CHECK ("announcement_files"."content_base64" is not null or ("announcement_files"."bucket" is not null and "announcement_files"."path" is not null));