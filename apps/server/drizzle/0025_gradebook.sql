CREATE TABLE "grade_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" bigint NOT NULL,
	"name" text NOT NULL,
	"weight" numeric(5, 2) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "grade_categories_weight_check" CHECK ("grade_categories"."weight" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "grade_override_audits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_override_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"student_id" bigint NOT NULL,
	"changed_by" bigint,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"old" numeric(7, 2),
	"new" numeric(7, 2),
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grade_overrides" (
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"student_id" bigint NOT NULL,
	"points" numeric(7, 2) NOT NULL,
	"reason" text NOT NULL,
	"set_by" bigint,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grade_overrides_item_kind_item_id_student_id_pk" PRIMARY KEY("item_kind","item_id","student_id"),
	CONSTRAINT "grade_overrides_points_check" CHECK ("grade_overrides"."points" >= 0),
	CONSTRAINT "grade_overrides_kind_check" CHECK ("grade_overrides"."item_kind" in ('assignment'))
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "grade_categories" ADD CONSTRAINT "grade_categories_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_override_audits" ADD CONSTRAINT "grade_override_audits_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_override_audits" ADD CONSTRAINT "grade_override_audits_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_overrides" ADD CONSTRAINT "grade_overrides_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_overrides" ADD CONSTRAINT "grade_overrides_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grade_categories_course_idx" ON "grade_categories" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "grade_override_audits_cell_idx" ON "grade_override_audits" USING btree ("item_kind","item_id","student_id","id");--> statement-breakpoint
CREATE INDEX "grade_overrides_student_idx" ON "grade_overrides" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_category_id_grade_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."grade_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_category_idx" ON "assignments" USING btree ("category_id");