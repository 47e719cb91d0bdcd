CREATE TABLE "worker_files" (
	"worker_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	CONSTRAINT "worker_files_worker_id_file_id_pk" PRIMARY KEY("worker_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"country_id" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"names" text NOT NULL,
	"parental_surname" text NOT NULL,
	"maternal_surname" text,
	"date_of_birth" date NOT NULL,
	"nationality" text NOT NULL,
	"gender" text NOT NULL,
	"mutual" text NOT NULL,
	"address_division_id" text,
	"address" text,
	"skills" text[] DEFAULT '{}' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "worker_files" ADD CONSTRAINT "worker_files_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_files" ADD CONSTRAINT "worker_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workers_client_document" ON "workers" USING btree ("client_id","document_type","document_number");--> statement-breakpoint
CREATE INDEX "workers_client" ON "workers" USING btree ("client_id");