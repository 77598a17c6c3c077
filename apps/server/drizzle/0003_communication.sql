DROP INDEX "chat_messages_created_idx";--> statement-breakpoint
DROP INDEX "class_announcements_created_idx";--> statement-breakpoint
DROP INDEX "user_notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "user_notifications_unread_idx";--> statement-breakpoint
CREATE INDEX "chat_messages_sender_idx" ON "chat_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "class_announcements_publisher_idx" ON "class_announcements" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_notifications_user_id_idx" ON "user_notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_notifications_user_unread_idx" ON "user_notifications" USING btree ("user_id","id") WHERE "user_notifications"."is_read" = false;