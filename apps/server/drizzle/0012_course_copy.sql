ALTER TABLE "lesson_images" DROP CONSTRAINT "lesson_images_storage_key_unique";--> statement-breakpoint
ALTER TABLE "materials" DROP CONSTRAINT "materials_storage_key_unique";--> statement-breakpoint
DROP INDEX "lesson_images_course_idx";--> statement-breakpoint
ALTER TABLE "lesson_images" DROP CONSTRAINT "lesson_images_pkey";--> statement-breakpoint
ALTER TABLE "lesson_images" ADD CONSTRAINT "lesson_images_course_id_id_pk" PRIMARY KEY("course_id","id");--> statement-breakpoint
CREATE INDEX "lesson_images_storage_key_idx" ON "lesson_images" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "materials_storage_key_idx" ON "materials" USING btree ("storage_key");