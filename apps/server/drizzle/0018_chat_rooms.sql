CREATE TABLE "chat_read_markers" (
	"user_id" bigint NOT NULL,
	"room_id" integer NOT NULL,
	"last_read_id" integer NOT NULL,
	CONSTRAINT "chat_read_markers_user_id_room_id_pk" PRIMARY KEY("user_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" bigint,
	"student_id" bigint,
	CONSTRAINT "chat_rooms_key" UNIQUE NULLS NOT DISTINCT("course_id","student_id"),
	CONSTRAINT "chat_rooms_question_has_course" CHECK ("chat_rooms"."student_id" is null or "chat_rooms"."course_id" is not null)
);
--> statement-breakpoint
-- Written by hand (docs/decisions/025): the class chat's room, a room for every course, the
-- existing messages moved into the class chat before room_id becomes required.
INSERT INTO "chat_rooms" ("course_id", "student_id") VALUES (NULL, NULL);--> statement-breakpoint
INSERT INTO "chat_rooms" ("course_id") SELECT "id" FROM "courses";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "room_id" integer;--> statement-breakpoint
UPDATE "chat_messages" SET "room_id" = (SELECT "id" FROM "chat_rooms" WHERE "course_id" IS NULL);--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "room_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_read_markers" ADD CONSTRAINT "chat_read_markers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_markers" ADD CONSTRAINT "chat_read_markers_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_read_markers_room_idx" ON "chat_read_markers" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "chat_rooms_student_idx" ON "chat_rooms" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_id","id");--> statement-breakpoint
-- Written by hand: every course has its chat room from its first moment, whichever path makes
-- it (the API, a course copy, the seed, the factories); it goes with the course (cascade).
CREATE OR REPLACE FUNCTION public.netclass_course_chat_room() RETURNS trigger AS $$
BEGIN
  INSERT INTO chat_rooms (course_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "courses_chat_room" AFTER INSERT ON "courses"
  FOR EACH ROW EXECUTE FUNCTION public.netclass_course_chat_room();
