CREATE TABLE "hand_in_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" integer NOT NULL,
	"student_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"file_ext" text NOT NULL,
	"file_size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hand_in_uploads" ADD CONSTRAINT "hand_in_uploads_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hand_in_uploads" ADD CONSTRAINT "hand_in_uploads_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hand_in_uploads_student_idx" ON "hand_in_uploads" USING btree ("student_id","assignment_id");--> statement-breakpoint
CREATE INDEX "hand_in_uploads_touched_idx" ON "hand_in_uploads" USING btree ("touched_at");--> statement-breakpoint
CREATE INDEX "assignment_files_storage_key_idx" ON "assignment_files" USING btree ("storage_key");