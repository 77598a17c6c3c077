ALTER TABLE "courses" ADD COLUMN "join_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_join_code_idx" ON "courses" USING btree ("join_code") WHERE "courses"."join_code" is not null;