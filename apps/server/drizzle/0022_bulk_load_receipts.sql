CREATE TABLE "daily_sales_bulk_loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"country_id" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"filas" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_sales_bulk_loads" ADD CONSTRAINT "daily_sales_bulk_loads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_sales_bulk_loads_client" ON "daily_sales_bulk_loads" USING btree ("client_id","created_at");