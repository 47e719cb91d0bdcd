CREATE TABLE "announcement_countries" (
	"announcement_id" bigint NOT NULL,
	"country_id" text NOT NULL,
	CONSTRAINT "announcement_countries_announcement_id_country_id_pk" PRIMARY KEY("announcement_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"announcement_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"content_base64" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"link" text,
	"link_text" text,
	"publisher" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debit_note_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"debit_note_id" integer NOT NULL,
	"description" text NOT NULL,
	"item_date" date NOT NULL,
	"currency" text NOT NULL,
	"value" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debit_note_recipients" (
	"debit_note_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "debit_note_recipients_debit_note_id_user_id_pk" PRIMARY KEY("debit_note_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "debit_notes" (
	"id" integer PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"reason" text NOT NULL,
	"description" text,
	"currency" text NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"importance" text DEFAULT 'media' NOT NULL,
	"body" text NOT NULL,
	"action_url" text,
	"action_label" text,
	"read_at" timestamp with time zone,
	"shown_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "announcement_countries" ADD CONSTRAINT "announcement_countries_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_countries" ADD CONSTRAINT "announcement_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_files" ADD CONSTRAINT "announcement_files_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_note_items" ADD CONSTRAINT "debit_note_items_debit_note_id_debit_notes_id_fk" FOREIGN KEY ("debit_note_id") REFERENCES "public"."debit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_note_recipients" ADD CONSTRAINT "debit_note_recipients_debit_note_id_debit_notes_id_fk" FOREIGN KEY ("debit_note_id") REFERENCES "public"."debit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_note_recipients" ADD CONSTRAINT "debit_note_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_countries_country" ON "announcement_countries" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "announcement_files_announcement" ON "announcement_files" USING btree ("announcement_id");--> statement-breakpoint
CREATE INDEX "announcements_start" ON "announcements" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "debit_note_items_note" ON "debit_note_items" USING btree ("debit_note_id");--> statement-breakpoint
CREATE INDEX "debit_note_recipients_user" ON "debit_note_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "debit_notes_client" ON "debit_notes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created" ON "notifications" USING btree ("user_id","created_at");