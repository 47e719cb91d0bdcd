ALTER TABLE "brands" ADD COLUMN "category" text;--> statement-breakpoint
CREATE INDEX "monthly_sales_country_period" ON "monthly_sales" USING btree ("country_id","periodo");