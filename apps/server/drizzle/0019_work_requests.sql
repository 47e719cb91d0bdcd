CREATE TABLE "work_request_approvals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"work_request_id" bigint NOT NULL,
	"role_id" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'initial' NOT NULL,
	"comment" text,
	"acted_by" uuid,
	"approval_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_request_files" (
	"work_request_id" bigint NOT NULL,
	"file_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	CONSTRAINT "work_request_files_work_request_id_file_id_pk" PRIMARY KEY("work_request_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "work_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"country_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"type_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"clase" text,
	"place" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"start_time" text,
	"end_time" text,
	"hours" text,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"accept_conditions" boolean DEFAULT false NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_request_approvals" ADD CONSTRAINT "work_request_approvals_work_request_id_work_requests_id_fk" FOREIGN KEY ("work_request_id") REFERENCES "public"."work_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_request_approvals" ADD CONSTRAINT "work_request_approvals_acted_by_users_id_fk" FOREIGN KEY ("acted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_request_files" ADD CONSTRAINT "work_request_files_work_request_id_work_requests_id_fk" FOREIGN KEY ("work_request_id") REFERENCES "public"."work_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_request_files" ADD CONSTRAINT "work_request_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_requests" ADD CONSTRAINT "work_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_request_approvals_role" ON "work_request_approvals" USING btree ("work_request_id","role_id");--> statement-breakpoint
CREATE INDEX "work_request_approvals_pending" ON "work_request_approvals" USING btree ("role_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "work_request_files_file" ON "work_request_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_requests_uuid" ON "work_requests" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "work_requests_client" ON "work_requests" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "work_requests_country_status" ON "work_requests" USING btree ("country_id","status");--> statement-breakpoint
ALTER TABLE "work_request_workers" ADD CONSTRAINT "work_request_workers_work_request_id_work_requests_id_fk" FOREIGN KEY ("work_request_id") REFERENCES "public"."work_requests"("id") ON DELETE cascade ON UPDATE no action;