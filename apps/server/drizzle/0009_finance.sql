CREATE TABLE "debt_agreement_instalments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"country_id" text NOT NULL,
	"sociedad" text NOT NULL,
	"sociedad_facturadora" text NOT NULL,
	"convenio" text NOT NULL,
	"numero_cuota" integer NOT NULL,
	"fecha_vencimiento" date NOT NULL,
	"valor_cuota" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debt_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"country_id" text NOT NULL,
	"sociedad" text NOT NULL,
	"sociedad_facturadora" text NOT NULL,
	"nro_factura" text NOT NULL,
	"folio" text NOT NULL,
	"tipo_documento" text NOT NULL,
	"centro_comercial" text NOT NULL,
	"fecha_emision" date NOT NULL,
	"fecha_vencimiento" date NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"estado" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"country_id" text NOT NULL,
	"year_month" text NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text NOT NULL,
	"bucket" text NOT NULL,
	"object_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_import_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"api_key_id" uuid,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received" integer NOT NULL,
	"inserted" integer NOT NULL,
	"updated" integer NOT NULL,
	"unchanged" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"country_id" text NOT NULL,
	"society_code" text NOT NULL,
	"society_nombre" text NOT NULL,
	"numero" text NOT NULL,
	"tipo_documento" text NOT NULL,
	"fecha_emision" date NOT NULL,
	"anio_mes" text NOT NULL,
	"monto_neto" numeric(14, 2) NOT NULL,
	"monto_impuesto" numeric(14, 2) NOT NULL,
	"monto_bruto" numeric(14, 2) NOT NULL,
	"url" text,
	"tipo_visualizacion" text,
	"pdf_bucket" text,
	"pdf_path" text,
	"pdf_sha256" text,
	"compensada" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"scope" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "service_api_keys_prefix_unique" UNIQUE("prefix")
);
--> statement-breakpoint
ALTER TABLE "debt_agreement_instalments" ADD CONSTRAINT "debt_agreement_instalments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_agreement_instalments" ADD CONSTRAINT "debt_agreement_instalments_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_documents" ADD CONSTRAINT "debt_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_documents" ADD CONSTRAINT "debt_documents_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_files" ADD CONSTRAINT "expense_files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_files" ADD CONSTRAINT "expense_files_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_import_runs" ADD CONSTRAINT "finance_import_runs_api_key_id_service_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."service_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debt_agreement_instalments_key" ON "debt_agreement_instalments" USING btree ("country_id","sociedad","convenio","numero_cuota");--> statement-breakpoint
CREATE INDEX "debt_agreement_instalments_client" ON "debt_agreement_instalments" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "debt_documents_key" ON "debt_documents" USING btree ("country_id","sociedad","nro_factura");--> statement-breakpoint
CREATE INDEX "debt_documents_client" ON "debt_documents" USING btree ("client_id","fecha_vencimiento");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_files_key" ON "expense_files" USING btree ("client_id","year_month","nombre");--> statement-breakpoint
CREATE INDEX "expense_files_object" ON "expense_files" USING btree ("bucket","object_key");--> statement-breakpoint
CREATE INDEX "expense_files_list" ON "expense_files" USING btree ("client_id","year_month");--> statement-breakpoint
CREATE INDEX "finance_import_runs_kind_at" ON "finance_import_runs" USING btree ("kind","at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_key" ON "invoices" USING btree ("country_id","society_code","numero");--> statement-breakpoint
CREATE INDEX "invoices_client" ON "invoices" USING btree ("client_id","fecha_emision");