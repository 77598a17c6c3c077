CREATE TABLE "quiz_attempt_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempt_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attempt_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_attempt_questions" (
	"attempt_id" integer NOT NULL,
	"position" integer NOT NULL,
	"slot_id" integer,
	"question_id" integer,
	"question_version" integer,
	"body" jsonb NOT NULL,
	"shown_order" jsonb,
	"points" numeric(7, 2) NOT NULL,
	"answer" jsonb,
	"answer_seq" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	"score" numeric(7, 2),
	"marks" jsonb,
	CONSTRAINT "quiz_attempt_questions_attempt_id_position_pk" PRIMARY KEY("attempt_id","position")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"student_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"seed" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"points" numeric(7, 2),
	"max_points" numeric(7, 2) NOT NULL,
	CONSTRAINT "quiz_attempts_submitted_check" CHECK (("quiz_attempts"."submitted_at" is null) = ("quiz_attempts"."submitted_by" is null)),
	CONSTRAINT "quiz_attempts_submitter_check" CHECK ("quiz_attempts"."submitted_by" is null or "quiz_attempts"."submitted_by" in ('student', 'timer', 'teacher'))
);
--> statement-breakpoint
CREATE TABLE "quiz_regrades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_regrades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"question_version" integer NOT NULL,
	"attempts_changed" integer NOT NULL,
	"regraded_by" bigint,
	"regraded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quiz_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"question_id" integer,
	"category_id" integer,
	"networking_type" text,
	"points" numeric(7, 2) NOT NULL,
	CONSTRAINT "quiz_slots_points_check" CHECK ("quiz_slots"."points" >= 0),
	CONSTRAINT "quiz_slots_kind_check" CHECK (("quiz_slots"."kind" = 'question' and "quiz_slots"."question_id" is not null and "quiz_slots"."category_id" is null and "quiz_slots"."networking_type" is null)
        or ("quiz_slots"."kind" = 'random' and "quiz_slots"."question_id" is null and "quiz_slots"."category_id" is not null and "quiz_slots"."networking_type" is null)
        or ("quiz_slots"."kind" = 'generated' and "quiz_slots"."question_id" is null and "quiz_slots"."category_id" is null and "quiz_slots"."networking_type" is not null))
);
--> statement-breakpoint
CREATE TABLE "quiz_student_overrides" (
	"quiz_id" integer NOT NULL,
	"student_id" bigint NOT NULL,
	"extra_seconds" integer DEFAULT 0 NOT NULL,
	"extra_attempts" integer DEFAULT 0 NOT NULL,
	"granted_by" bigint,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_student_overrides_quiz_id_student_id_pk" PRIMARY KEY("quiz_id","student_id"),
	CONSTRAINT "quiz_student_overrides_check" CHECK ("quiz_student_overrides"."extra_seconds" >= 0 and "quiz_student_overrides"."extra_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quizzes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" bigint NOT NULL,
	"lesson_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"open_at" timestamp with time zone,
	"close_at" timestamp with time zone,
	"time_limit_seconds" integer,
	"max_attempts" integer,
	"grading_method" text DEFAULT 'highest' NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT true NOT NULL,
	"review_answers" text DEFAULT 'after_close' NOT NULL,
	"review_marks" text DEFAULT 'after_attempt' NOT NULL,
	"review_feedback" text DEFAULT 'after_close' NOT NULL,
	"max_points" numeric(7, 2) DEFAULT 0 NOT NULL,
	"category_id" integer,
	"publication" "publication_state" DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_dates_check" CHECK ("quizzes"."close_at" is null or "quizzes"."open_at" is null or "quizzes"."close_at" > "quizzes"."open_at"),
	CONSTRAINT "quizzes_time_limit_check" CHECK ("quizzes"."time_limit_seconds" is null or "quizzes"."time_limit_seconds" > 0),
	CONSTRAINT "quizzes_attempts_check" CHECK ("quizzes"."max_attempts" is null or "quizzes"."max_attempts" > 0),
	CONSTRAINT "quizzes_grading_check" CHECK ("quizzes"."grading_method" in ('highest', 'last', 'average')),
	CONSTRAINT "quizzes_review_check" CHECK ("quizzes"."review_answers" in ('after_attempt', 'after_close', 'never') and "quizzes"."review_marks" in ('after_attempt', 'after_close', 'never') and "quizzes"."review_feedback" in ('after_attempt', 'after_close', 'never'))
);
--> statement-breakpoint
ALTER TABLE "grade_overrides" DROP CONSTRAINT "grade_overrides_kind_check";--> statement-breakpoint
ALTER TABLE "quiz_attempt_events" ADD CONSTRAINT "quiz_attempt_events_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_questions" ADD CONSTRAINT "quiz_attempt_questions_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_questions" ADD CONSTRAINT "quiz_attempt_questions_slot_id_quiz_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."quiz_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_questions" ADD CONSTRAINT "quiz_attempt_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_regrades" ADD CONSTRAINT "quiz_regrades_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_regrades" ADD CONSTRAINT "quiz_regrades_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_regrades" ADD CONSTRAINT "quiz_regrades_regraded_by_users_id_fk" FOREIGN KEY ("regraded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_slots" ADD CONSTRAINT "quiz_slots_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_slots" ADD CONSTRAINT "quiz_slots_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_slots" ADD CONSTRAINT "quiz_slots_category_id_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_student_overrides" ADD CONSTRAINT "quiz_student_overrides_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_student_overrides" ADD CONSTRAINT "quiz_student_overrides_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_student_overrides" ADD CONSTRAINT "quiz_student_overrides_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_category_id_grade_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."grade_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_attempt_events_attempt_idx" ON "quiz_attempt_events" USING btree ("attempt_id","at");--> statement-breakpoint
CREATE INDEX "quiz_attempt_questions_question_idx" ON "quiz_attempt_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_student_number_idx" ON "quiz_attempts" USING btree ("quiz_id","student_id","number");--> statement-breakpoint
CREATE INDEX "quiz_attempts_student_idx" ON "quiz_attempts" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_open_idx" ON "quiz_attempts" USING btree ("ends_at") WHERE "quiz_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "quiz_regrades_quiz_idx" ON "quiz_regrades" USING btree ("quiz_id","regraded_at");--> statement-breakpoint
CREATE INDEX "quiz_slots_quiz_idx" ON "quiz_slots" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "quiz_slots_question_idx" ON "quiz_slots" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "quiz_slots_category_idx" ON "quiz_slots" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "quiz_student_overrides_student_idx" ON "quiz_student_overrides" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "quizzes_course_idx" ON "quizzes" USING btree ("course_id","close_at","id");--> statement-breakpoint
CREATE INDEX "quizzes_lesson_idx" ON "quizzes" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "quizzes_category_idx" ON "quizzes" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "grade_overrides" ADD CONSTRAINT "grade_overrides_kind_check" CHECK ("grade_overrides"."item_kind" in ('assignment', 'quiz'));