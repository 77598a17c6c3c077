CREATE TABLE "notification_mutes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_mutes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"course_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_mutes_user_type_course_key" UNIQUE NULLS NOT DISTINCT("user_id","type","course_id")
);
--> statement-breakpoint
ALTER TABLE "class_announcements" ADD COLUMN "course_id" bigint;--> statement-breakpoint
ALTER TABLE "notification_mutes" ADD CONSTRAINT "notification_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_mutes" ADD CONSTRAINT "notification_mutes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_announcements" ADD CONSTRAINT "class_announcements_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_announcements_course_idx" ON "class_announcements" USING btree ("course_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "class_announcements_everyone_idx" ON "class_announcements" USING btree ("id" DESC NULLS LAST) WHERE "class_announcements"."course_id" is null;--> statement-breakpoint
-- Notifications become a type with parameters (docs/decisions/024). Written by hand between
-- drizzle-kit's statements: existing rows get theirs from the Vietnamese texts the server
-- made until now (public.notification_from_text, kept for its test), before "content" goes.
ALTER TABLE "user_notifications" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
CREATE FUNCTION public.notification_from_text(content text, OUT type text, OUT params jsonb)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
BEGIN
  m := regexp_match(content, '^(.+?) đã đăng thông báo mới: (.*)$');
  IF m IS NOT NULL THEN
    type := 'announcement'; params := jsonb_build_object('publisher', m[1], 'excerpt', m[2]); RETURN;
  END IF;
  m := regexp_match(content, '^(.+?) đã trả lời bình luận của bạn trong bài "(.*)": (.*)$');
  IF m IS NOT NULL THEN
    type := 'comment_reply'; params := jsonb_build_object('author', m[1], 'lesson', m[2], 'excerpt', m[3]); RETURN;
  END IF;
  m := regexp_match(content, '^Học phần mới "(.*)" \((.*)\)\.$');
  IF m IS NOT NULL THEN
    type := 'course_published'; params := jsonb_build_object('course', m[1], 'category', m[2]); RETURN;
  END IF;
  m := regexp_match(content, '^Bài học mới "(.*)" \((.*)\)\.$');
  IF m IS NOT NULL THEN
    type := 'lesson_published'; params := jsonb_build_object('lesson', m[1], 'course', m[2]); RETURN;
  END IF;
  m := regexp_match(content, '^Tài liệu mới "(.*)" trong bài "(.*)" \((.*)\)\.$');
  IF m IS NOT NULL THEN
    type := 'material_published'; params := jsonb_build_object('material', m[1], 'lesson', m[2], 'course', m[3]); RETURN;
  END IF;
  m := regexp_match(content, '^Nhắc nhở: bạn chưa mở tài liệu "(.*)" trong bài "(.*)"\.$');
  IF m IS NOT NULL THEN
    type := 'reminder_material'; params := jsonb_build_object('material', m[1], 'lesson', m[2]); RETURN;
  END IF;
  m := regexp_match(content, '^Nhắc nhở: bạn (chưa mở|chưa hoàn thành) bài "(.*)" \((.*)\)\.$');
  IF m IS NOT NULL THEN
    type := CASE m[1] WHEN 'chưa mở' THEN 'reminder_lesson_not_opened' ELSE 'reminder_lesson_not_completed' END;
    params := jsonb_build_object('lesson', m[2], 'course', m[3]); RETURN;
  END IF;
  type := 'text'; params := jsonb_build_object('text', content);
END
$$;--> statement-breakpoint
UPDATE "user_notifications" SET ("type", "params") = (SELECT t.type, t.params FROM public.notification_from_text("content") AS t);--> statement-breakpoint
ALTER TABLE "user_notifications" ALTER COLUMN "type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_notifications" ALTER COLUMN "params" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_notifications" DROP COLUMN "content";