ALTER TABLE "deadline_reminders" DROP CONSTRAINT "deadline_reminders_assignment_id_student_id_due_at_pk";--> statement-breakpoint
ALTER TABLE "deadline_reminders" ALTER COLUMN "assignment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD COLUMN "quiz_id" integer;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deadline_reminders_assignment_idx" ON "deadline_reminders" USING btree ("assignment_id","student_id","due_at") WHERE "deadline_reminders"."assignment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deadline_reminders_quiz_idx" ON "deadline_reminders" USING btree ("quiz_id","student_id","due_at") WHERE "deadline_reminders"."quiz_id" is not null;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_item_check" CHECK (("deadline_reminders"."assignment_id" is null) <> ("deadline_reminders"."quiz_id" is null));