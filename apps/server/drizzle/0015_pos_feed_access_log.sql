CREATE TABLE "idempotent_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"api_key_id" uuid NOT NULL,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"client_id" text NOT NULL,
	"user_id" uuid,
	"api_key_id" uuid,
	"actor" text NOT NULL,
	"role" text NOT NULL,
	"resource" text NOT NULL,
	"detail" text,
	"details" jsonb
);
--> statement-breakpoint
ALTER TABLE "service_api_keys" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "service_api_keys" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_api_key_id_service_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."service_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_access_log" ADD CONSTRAINT "sales_access_log_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotent_requests_key_idx" ON "idempotent_requests" USING btree ("api_key_id","key");--> statement-breakpoint
CREATE INDEX "sales_access_log_client_at_idx" ON "sales_access_log" USING btree ("client_id","at");--> statement-breakpoint
ALTER TABLE "service_api_keys" ADD CONSTRAINT "service_api_keys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_api_keys" ADD CONSTRAINT "service_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_api_keys_client_idx" ON "service_api_keys" USING btree ("client_id");