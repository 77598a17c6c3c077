CREATE TYPE "public"."course_access" AS ENUM('open', 'members');--> statement-breakpoint
CREATE TYPE "public"."course_member_role" AS ENUM('student', 'teacher');--> statement-breakpoint
CREATE TABLE "course_members" (
	"course_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" "course_member_role" NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_members_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "access" "course_access" DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_members" ADD CONSTRAINT "course_members_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_members" ADD CONSTRAINT "course_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_members_user_idx" ON "course_members" USING btree ("user_id","course_id");--> statement-breakpoint
-- Every course's leading teacher is one of its teachers.
INSERT INTO "course_members" ("course_id", "user_id", "role")
SELECT "id", "teacher_id", 'teacher' FROM "courses" WHERE "teacher_id" IS NOT NULL
ON CONFLICT DO NOTHING;
