import type { Lesson } from './cohort-setup.js';

export type PageKind = 'dashboard' | 'lesson';

/**
 * The paths of a page as the web app calls them on a fresh load (cohort.ts says which), wave
 * after wave: each wave starts when the previous one has answered. One call brings the page's
 * data with the header's (docs/decisions/033-page-data.md); the dashboard's list of who is
 * online follows once its socket has joined the presence room (listed in Chromium: about
 * 300 ms after the page data leaves). No refetch on the socket's first connect.
 */
export function pageWaves(kind: PageKind, lesson: Lesson): string[][] {
  if (kind === 'dashboard') return [['/api/pages/dashboard?shell=1'], ['/api/users/online?page=1&limit=50']];
  return [[`/api/pages/lesson/${lesson.id}?shell=1`]];
}
