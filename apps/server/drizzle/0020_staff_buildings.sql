CREATE TABLE "staff_buildings" (
	"user_id" uuid NOT NULL,
	"building_id" text NOT NULL,
	CONSTRAINT "staff_buildings_user_id_building_id_pk" PRIMARY KEY("user_id","building_id")
);
--> statement-breakpoint
ALTER TABLE "staff_buildings" ADD CONSTRAINT "staff_buildings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_buildings" ADD CONSTRAINT "staff_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_buildings_building" ON "staff_buildings" USING btree ("building_id");