CREATE TABLE "practice_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"question" jsonb NOT NULL,
	"answers" jsonb,
	"result" jsonb,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_questions_answered_check" CHECK (("practice_questions"."answered_at" is null) = ("practice_questions"."result" is null) and ("practice_questions"."answered_at" is null) = ("practice_questions"."answers" is null))
);
--> statement-breakpoint
ALTER TABLE "practice_questions" ADD CONSTRAINT "practice_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_questions_user_answered_idx" ON "practice_questions" USING btree ("user_id","answered_at");--> statement-breakpoint
CREATE INDEX "practice_questions_pending_idx" ON "practice_questions" USING btree ("created_at") WHERE "practice_questions"."answered_at" is null;