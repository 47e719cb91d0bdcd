CREATE TABLE "daily_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" text NOT NULL,
	"space_id" text NOT NULL,
	"client_id" text NOT NULL,
	"country_id" text NOT NULL,
	"fecha_registro" date NOT NULL,
	"monto_total_bruto" numeric(14, 2) DEFAULT 0 NOT NULL,
	"monto_total_neto" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_tickets" integer DEFAULT 0 NOT NULL,
	"comentarios" text,
	"detalles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"justification_id" integer,
	"justification_comment" text,
	"auditada" boolean DEFAULT false NOT NULL,
	"audited_by" text,
	"audited_at" timestamp with time zone,
	"tipo_registro" text DEFAULT 'diaria' NOT NULL,
	"metodo_ingreso" text DEFAULT 'form' NOT NULL,
	"created_by" text NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "justifications" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"periodo" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_justification_id_justifications_id_fk" FOREIGN KEY ("justification_id") REFERENCES "public"."justifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_sales_contract_date" ON "daily_sales" USING btree ("contract_id","fecha_registro");--> statement-breakpoint
CREATE INDEX "daily_sales_space_date" ON "daily_sales" USING btree ("space_id","fecha_registro");--> statement-breakpoint
CREATE INDEX "daily_sales_client_date" ON "daily_sales" USING btree ("client_id","fecha_registro");