CREATE TYPE "public"."publication_state" AS ENUM('draft', 'scheduled', 'published');--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
-- What exists already was visible to everyone: it stays published (from its creation); new rows start as drafts.
ALTER TABLE "courses" ADD COLUMN "publication" "publication_state" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "publication" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
UPDATE "courses" SET "publish_at" = "created_at";--> statement-breakpoint
-- What exists already was visible to everyone: it stays published (from its creation); new rows start as drafts.
ALTER TABLE "lessons" ADD COLUMN "publication" "publication_state" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ALTER COLUMN "publication" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
UPDATE "lessons" SET "publish_at" = "created_at";--> statement-breakpoint
-- What exists already was visible to everyone: it stays published (from its creation); new rows start as drafts.
ALTER TABLE "materials" ADD COLUMN "publication" "publication_state" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ALTER COLUMN "publication" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
UPDATE "materials" SET "publish_at" = "created_at";--> statement-breakpoint
CREATE INDEX "outbox_events_undelivered_idx" ON "outbox_events" USING btree ("id") WHERE "outbox_events"."delivered_at" is null;