import type { PublicationState } from '@netclass/shared';

/** A course's, lesson's or material's publication fields as the API answers them. */
export const presentPublication = (row: { publication: PublicationState; publishAt: Date | null }) => ({
  publication: row.publication,
  publish_at: row.publishAt?.toISOString() ?? null,
});
