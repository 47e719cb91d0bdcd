CREATE INDEX "ticket_files_file" ON "ticket_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "compliance_documents_file" ON "compliance_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "worker_files_file" ON "worker_files" USING btree ("file_id");