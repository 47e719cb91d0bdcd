CREATE TABLE "rent_terms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" text NOT NULL,
	"country_id" text NOT NULL,
	"vigencia_desde" date NOT NULL,
	"vigencia_hasta" date,
	"renta_minima" numeric(16, 4) NOT NULL,
	"unidad" text NOT NULL,
	"base_ventas" text NOT NULL,
	"tipo" text NOT NULL,
	"tramos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"porcentaje_natural" numeric(7, 4),
	"renta_maxima" numeric(16, 4),
	"dia_valor_unidad" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_values" (
	"country_id" text NOT NULL,
	"unidad" text NOT NULL,
	"fecha" date NOT NULL,
	"valor" numeric(14, 4) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "rent_terms" ADD CONSTRAINT "rent_terms_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_terms" ADD CONSTRAINT "rent_terms_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_values" ADD CONSTRAINT "unit_values_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rent_terms_contract_from" ON "rent_terms" USING btree ("contract_id","vigencia_desde");--> statement-breakpoint
CREATE INDEX "rent_terms_country" ON "rent_terms" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_values_key" ON "unit_values" USING btree ("country_id","unidad","fecha");--> statement-breakpoint
CREATE INDEX "monthly_sales_country_period" ON "monthly_sales" USING btree ("country_id","periodo");