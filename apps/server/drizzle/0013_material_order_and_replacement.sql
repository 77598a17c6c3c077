ALTER TABLE "materials" ADD COLUMN "order_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_replaces_id_materials_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "materials_replaces_idx" ON "materials" USING btree ("replaces_id");--> statement-breakpoint
-- Existing materials keep the order they had (oldest first): 1, 2, 3… within each lesson.
UPDATE "materials" AS m SET "order_num" = numbered.n
FROM (SELECT "id", row_number() OVER (PARTITION BY "lesson_id" ORDER BY "created_at", "id") AS n FROM "materials") AS numbered
WHERE m."id" = numbered."id";
