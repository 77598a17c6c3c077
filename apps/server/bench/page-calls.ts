import type { Lesson } from './cohort-setup.js';

export type PageKind = 'dashboard' | 'lesson';

/** The paths of a page as the web app calls them on a fresh load (cohort.ts says which), wave after wave: each wave starts when the previous one has answered. */
export function pageWaves(kind: PageKind, studentId: number, lesson: Lesson, now: Date): string[][] {
  const first = ['/api/user/profile', '/api/userannouncements?unread=false&limit=8'];
  if (kind === 'dashboard') {
    return [
      [...first, '/api/progress/me', '/api/announcements?limit=20', '/api/users/online?page=1&limit=50'],
      [`/api/reminders/${studentId}/${now.getMonth() + 1}/${now.getFullYear()}`],
    ];
  }
  return [
    [...first, `/api/lessons/details/${lesson.id}`],
    [
      `/api/materials?lesson_id=${lesson.id}`,
      `/api/lessons/${lesson.courseId}`,
      `/api/comments/lesson/${lesson.id}`,
      `/api/material-completion/completed/${studentId}?lesson_id=${lesson.id}`,
      `/api/lesson-progress/${studentId}/${lesson.id}`,
    ],
  ];
}
