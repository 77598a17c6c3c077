CREATE TABLE "capture_analyses" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"summary" jsonb,
	"error_code" text,
	"analysed_at" timestamp with time zone,
	CONSTRAINT "capture_analyses_status_check" CHECK ("capture_analyses"."status" in ('queued', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "capture_analyses" ADD CONSTRAINT "capture_analyses_file_id_hand_in_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."hand_in_files"("id") ON DELETE cascade ON UPDATE no action;