import { z } from 'zod';
import { isoDateTime } from './common.js';
import { PUBLICATION_MESSAGES } from '../messages.js';

/**
 * Courses, lessons and materials are drafts (students never see them), scheduled (published by
 * the server at `publish_at`) or published. Publication is one way: a published item stays so.
 */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'published'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

const M = PUBLICATION_MESSAGES;

/** What each course, lesson and material says of its publication (only managers ever see other than 'published'). */
export const publicationFieldsSchema = z.object({
  publication: z.enum(PUBLICATION_STATES),
  /** Scheduled: when it goes out; published: when it went out; draft: null. */
  publish_at: isoDateTime.nullable(),
});

/**
 * `PUT /api/{courses|lessons|materials}/{id}/publication`: publish now, schedule (a date-time
 * with an offset, or Vietnam time without one) or go back to draft (not once published).
 */
export const setPublicationSchema = z
  .object({
    state: z.enum(PUBLICATION_STATES, { error: M.stateInvalid }),
    publish_at: z
      .union([z.iso.datetime({ offset: true, local: true, error: M.publishAtInvalid }), z.literal('')], {
        error: M.publishAtInvalid,
      })
      .nullish()
      .transform((value) => value || undefined)
      .describe('A date-time `YYYY-MM-DDTHH:mm[:ss]`, Vietnam time unless it has an offset; required when scheduling'),
  })
  .superRefine((input, ctx) => {
    if (input.state === 'scheduled' && !input.publish_at)
      ctx.addIssue({ code: 'custom', path: ['publish_at'], message: M.publishAtRequired });
  });
export type SetPublicationInput = z.infer<typeof setPublicationSchema>;
export type SetPublicationRequest = z.input<typeof setPublicationSchema>;
/** The web's scheduling form: the time as the date-time picker gives it (Vietnam wall clock), required. */
export const scheduleFormSchema = z.object({
  publish_at: z
    .string()
    .nullable()
    .refine((value) => Boolean(value), M.publishAtRequired),
});

export const publicationResponseSchema = publicationFieldsSchema.extend({ message: z.string() });
export type PublicationResponse = z.infer<typeof publicationResponseSchema>;
