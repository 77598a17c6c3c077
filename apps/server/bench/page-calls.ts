import type { Lesson } from './cohort-setup.js';

export type PageKind = 'dashboard' | 'lesson';

/**
 * The paths of a page as the web app calls them (cohort-load.ts says when), wave after wave:
 * each wave starts when the previous one has answered. One call brings the page's data, with
 * the header's on a `fresh` load (`?shell=1`, docs/decisions/033-page-data.md); moving to the
 * page from another one in the app asks for the page's part only (the header's is cached,
 * app/routes/page-data.ts). The dashboard's list of who is online follows once its socket has
 * joined the presence room (listed in Chromium: about 300 ms after the page data leaves), on
 * every visit: the room is joined again, and a list loaded before is loaded again. No
 * refetch on the socket's first connect.
 */
export function pageWaves(kind: PageKind, lesson: Lesson, fresh: boolean): string[][] {
  const shell = fresh ? '?shell=1' : '';
  if (kind === 'dashboard') return [[`/api/pages/dashboard${shell}`], ['/api/users/online?page=1&limit=50']];
  return [[`/api/pages/lesson/${lesson.id}${shell}`]];
}
