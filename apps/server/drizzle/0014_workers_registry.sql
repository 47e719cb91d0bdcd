CREATE TABLE "compliance_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staffing_assignment_workers" (
	"assignment_id" bigint NOT NULL,
	"worker_id" uuid NOT NULL,
	CONSTRAINT "staffing_assignment_workers_assignment_id_worker_id_pk" PRIMARY KEY("assignment_id","worker_id")
);
--> statement-breakpoint
CREATE TABLE "staffing_assignments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"building_id" text,
	"description" text NOT NULL,
	"headcount" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_request_workers" (
	"work_request_id" bigint NOT NULL,
	"worker_id" uuid NOT NULL,
	CONSTRAINT "work_request_workers_work_request_id_worker_id_pk" PRIMARY KEY("work_request_id","worker_id")
);
--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "disability" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_documents" ADD CONSTRAINT "compliance_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_documents" ADD CONSTRAINT "compliance_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_documents" ADD CONSTRAINT "compliance_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_assignment_workers" ADD CONSTRAINT "staffing_assignment_workers_assignment_id_staffing_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."staffing_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_assignment_workers" ADD CONSTRAINT "staffing_assignment_workers_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_assignments" ADD CONSTRAINT "staffing_assignments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_assignments" ADD CONSTRAINT "staffing_assignments_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_request_workers" ADD CONSTRAINT "work_request_workers_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_client_kind" ON "compliance_documents" USING btree ("client_id","kind","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "staffing_client_number" ON "staffing_assignments" USING btree ("client_id","number");--> statement-breakpoint
CREATE INDEX "staffing_client" ON "staffing_assignments" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "work_request_workers_worker" ON "work_request_workers" USING btree ("worker_id");