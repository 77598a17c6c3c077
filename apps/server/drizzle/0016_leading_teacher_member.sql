-- A course's leading teacher (courses.teacher_id) is always one of its teacher members
-- (docs/decisions/023), whichever path makes or changes the course: the API, a course copy,
-- the seed, the factories. Someone already a member becomes a teacher member.
CREATE OR REPLACE FUNCTION public.netclass_leading_teacher_member() RETURNS trigger AS $$
BEGIN
  IF NEW.teacher_id IS NOT NULL THEN
    INSERT INTO course_members (course_id, user_id, role) VALUES (NEW.id, NEW.teacher_id, 'teacher')
    ON CONFLICT (course_id, user_id) DO UPDATE SET role = 'teacher';
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "courses_leading_teacher_member" AFTER INSERT OR UPDATE OF "teacher_id" ON "courses"
  FOR EACH ROW EXECUTE FUNCTION public.netclass_leading_teacher_member();
