import { PAGE_LIMITS, TEXT_LIMITS } from '../constants.js';
import { z } from 'zod';
import { nextCursorSchema, pageQuerySchema } from './communication.js';
import { requiredText } from './text.js';
import { classAnnouncementSchema } from './entities.js';
import { idWith } from './common.js';
import { ANNOUNCEMENT_MESSAGES } from '../messages.js';

/**
 * Class announcements (docs/product/screens-and-roles.md#announcements, docs/product/api.md#calls `/api/announcements`): teachers and
 * admins publish them, everyone reads them. Create and edit are `multipart/form-data` with
 * the fields of `announcementFormSchema` plus at most one file part (any field name, e.g.
 * `attachment`); a JSON body with the same fields works too when there is no file. Send the
 * text fields before the file. A file part with an empty file name (a file input left
 * empty) counts as no file.
 */

/** Extensions an attachment may have (docs/product/rules.md#files), lower case. */
export const ATTACHMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'xls',
  'xlsx',
  'jpg',
  'jpeg',
  'png',
  'mp4',
  'zip',
  'txt',
  'pka',
  'pkt',
] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** For `<input type="file" accept=…>`. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Default of the server's MAX_ATTACHMENT_BYTES: larger files answer 413. */
export const DEFAULT_MAX_ATTACHMENT_BYTES = 50 * 1024 ** 2;

export const announcementListQuerySchema = pageQuerySchema(PAGE_LIMITS.default);

/** `GET /api/courses/{courseId}/announcements`: that course's announcements, newest first. */
export const courseAnnouncementsParamsSchema = z.object({ courseId: idWith(ANNOUNCEMENT_MESSAGES.courseInvalid) });

export const announcementListResponseSchema = z.object({
  /** Newest first. */
  announcements: z.array(classAnnouncementSchema),
  next_cursor: nextCursorSchema,
  /** Whether the signed-in user may publish announcements (teachers and admins). */
  can_create: z.boolean(),
});
export type AnnouncementListResponse = z.infer<typeof announcementListResponseSchema>;

/** Form values are text: 'true' or '1' mean yes. */
const formFlag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/** The text fields of `POST /api/announcements` and `PUT /api/announcements/{id}`. */
export const announcementFormSchema = z.object({
  content: requiredText({
    lines: 'multi',
    required: ANNOUNCEMENT_MESSAGES.contentRequired,
    code: 'ANNOUNCEMENT_CONTENT_REQUIRED',
    max: TEXT_LIMITS.announcement,
    tooLong: ANNOUNCEMENT_MESSAGES.tooLong,
  }),
  /** Edit only: 'true' removes the current attachment (a new file replaces it anyway). */
  remove_attachment: formFlag,
  /**
   * Create only: the course it is for (its members are told), or absent/blank: everyone.
   * An edit keeps the announcement's course.
   */
  course_id: z
    .preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      idWith(ANNOUNCEMENT_MESSAGES.courseInvalid).optional(),
    )
    .describe('The course it is for, or absent: everyone'),
});
export type AnnouncementFormInput = z.infer<typeof announcementFormSchema>;

export const announcementResponseSchema = z.object({ announcement: classAnnouncementSchema });
export type AnnouncementResponse = z.infer<typeof announcementResponseSchema>;
