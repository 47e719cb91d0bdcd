CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"bucket" text NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"extension" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "monthly_sale_files" (
	"sale_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"linked_by" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_sale_files_sale_id_file_id_pk" PRIMARY KEY("sale_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "monthly_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" text NOT NULL,
	"space_id" text NOT NULL,
	"client_id" text NOT NULL,
	"country_id" text NOT NULL,
	"periodo" date NOT NULL,
	"fecha_registro" date NOT NULL,
	"total_tickets" bigint DEFAULT 0 NOT NULL,
	"monto_total_bruto" numeric(14, 2) DEFAULT 0 NOT NULL,
	"monto_total_neto" numeric(14, 2) DEFAULT 0 NOT NULL,
	"comentarios" text,
	"detalles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"auditada" boolean DEFAULT false NOT NULL,
	"audited_by" text,
	"audited_at" timestamp with time zone,
	"email_registro" text,
	"created_by" text NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_sale_files" ADD CONSTRAINT "monthly_sale_files_sale_id_monthly_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."monthly_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_sale_files" ADD CONSTRAINT "monthly_sale_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_sales" ADD CONSTRAINT "monthly_sales_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_sales" ADD CONSTRAINT "monthly_sales_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_sales" ADD CONSTRAINT "monthly_sales_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_bucket_path" ON "files" USING btree ("bucket","path");--> statement-breakpoint
CREATE INDEX "files_client" ON "files" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_sale_files_file" ON "monthly_sale_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_sales_contract_period" ON "monthly_sales" USING btree ("contract_id","periodo");--> statement-breakpoint
CREATE INDEX "monthly_sales_client_period" ON "monthly_sales" USING btree ("client_id","periodo");