CREATE TABLE "report_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text DEFAULT 'informe-de-ventas' NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"result" "bytea",
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_jobs_user" ON "report_jobs" USING btree ("user_id","created_at");