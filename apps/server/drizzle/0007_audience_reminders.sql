CREATE TABLE "audience_reminders" (
	"lesson_id" integer NOT NULL,
	"material_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" bigint
);
--> statement-breakpoint
ALTER TABLE "audience_reminders" ADD CONSTRAINT "audience_reminders_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_reminders" ADD CONSTRAINT "audience_reminders_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audience_reminders" ADD CONSTRAINT "audience_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audience_reminders_lesson_idx" ON "audience_reminders" USING btree ("lesson_id") WHERE "audience_reminders"."material_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "audience_reminders_material_idx" ON "audience_reminders" USING btree ("material_id") WHERE "audience_reminders"."material_id" is not null;