ALTER TABLE "grades" ADD COLUMN "feedback_key" text;--> statement-breakpoint
ALTER TABLE "grades" ADD COLUMN "feedback_name" text;--> statement-breakpoint
ALTER TABLE "grades" ADD COLUMN "feedback_size" bigint;