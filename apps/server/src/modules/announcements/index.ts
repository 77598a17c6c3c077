/** The public entry of the announcements module: what other modules use of it (they import nothing else of it). */
export { attachmentTooLarge, stageAttachment, type StagedAttachment } from './attachments.js';
export type { AnnouncementService } from './service.js';
