ALTER TABLE "workers" ADD COLUMN "staffing_types" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- the staffing types held in "skills" until now move to "staffing_types"; "skills" holds the worker's classes
UPDATE "workers" SET "staffing_types" = "skills";--> statement-breakpoint
-- every registered worker gets the class of general normal work; a worker who does air conditioning keeps it as a class
UPDATE "workers" SET "skills" = CASE WHEN 'climatizacion' = ANY("staffing_types") THEN ARRAY['normal_general', 'climatizacion'] ELSE ARRAY['normal_general'] END;--> statement-breakpoint
-- a worker already named in a cutting and welding request is of that class
UPDATE "workers" SET "skills" = array_append("skills", 'corte_y_soldadura')
  WHERE EXISTS (SELECT 1 FROM "work_request_workers" x JOIN "work_requests" r ON r."id" = x."work_request_id"
    WHERE x."worker_id" = "workers"."id" AND r."type_id" = 'corte_y_soldadura');
