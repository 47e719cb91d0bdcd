CREATE TABLE "announcement_recipients" (
	"announcement_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	CONSTRAINT "announcement_recipients_announcement_id_kind_ref_id_pk" PRIMARY KEY("announcement_id","kind","ref_id")
);
--> statement-breakpoint
ALTER TABLE "announcement_recipients" ADD CONSTRAINT "announcement_recipients_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_recipients_ref" ON "announcement_recipients" USING btree ("kind","ref_id");