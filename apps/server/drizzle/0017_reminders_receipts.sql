CREATE TABLE "declaration_receipts" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"version" text NOT NULL,
	"client_id" text NOT NULL,
	"declared_by" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"user_id" uuid NOT NULL,
	"country_id" text NOT NULL,
	"local_date" date NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_sends_user_id_country_id_local_date_pk" PRIMARY KEY("user_id","country_id","local_date")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "receipts_by_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "declaration_receipts" ADD CONSTRAINT "declaration_receipts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declaration_receipts_record" ON "declaration_receipts" USING btree ("kind","record_id");