import type { Role } from '@netclass/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { createQueryClient } from '../../lib/query-client';
import { buildProfile } from '../../test/communication-fixtures';
import { buildLessonDetail } from '../../test/content-fixtures';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { prefetchLesson } from './lesson-data';

const STUDENT = 20210001;

/** The server as the lesson page meets it; the lesson's details come only when `details` is resolved. */
function lessonServer(role: Role) {
  let answerDetails: () => void = () => {};
  const details = new Promise<void>((resolve) => (answerDetails = resolve));
  const calls = stubFetchRoutes({
    'GET /api/user/profile': { body: { user: buildProfile({ id: role === 'student' ? STUDENT : 1001, role }) } },
    'GET /api/materials?lesson_id=1': { body: { materials: [], can_manage: false } },
    'GET /api/comments/lesson/1?limit=20': { body: { comments: [], next_cursor: null } },
    [`GET /api/lesson-progress/${STUDENT}/1`]: { body: { completed: 0, total: 0 } },
    [`GET /api/material-completion/completed/${STUDENT}?lesson_id=1`]: { body: { material_ids: [] } },
    'GET /api/lessons/101': { body: { course: { id: 101 }, lessons: [], can_manage: false } },
  });
  const stubbed = vi.mocked(fetch).getMockImplementation()!;
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const answer = stubbed(input, init);
    if (input instanceof Request && new URL(input.url).pathname === '/api/lessons/details/1') {
      await details;
      await answer;
      return new Response(JSON.stringify({ lesson: buildLessonDetail({ id: 1 }) }), { headers: { 'Content-Type': 'application/json' } });
    }
    return answer;
  });
  return { calls, answerDetails };
}

const requested = (calls: { url: string }[]) => calls.map((call) => call.url).sort();

describe('prefetchLesson', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("requests a student's lesson, materials, comments and progress together, and the course's lessons once the lesson has come", async () => {
    saveSession({ token: 'tok', role: 'student' });
    const { calls, answerDetails } = lessonServer('student');
    prefetchLesson(createQueryClient(), { lessonId: '1' });

    await vi.waitFor(() =>
      expect(requested(calls)).toEqual([
        '/api/comments/lesson/1?limit=20',
        '/api/lesson-progress/20210001/1',
        '/api/lessons/details/1',
        `/api/material-completion/completed/${STUDENT}?lesson_id=1`,
        '/api/materials?lesson_id=1',
        '/api/user/profile',
      ]),
    );
    answerDetails();
    await vi.waitFor(() => expect(requested(calls)).toContain('/api/lessons/101'));
  });

  it('requests no progress for a teacher, who views the lesson without recording anything', async () => {
    saveSession({ token: 'tok', role: 'teacher' });
    const { calls, answerDetails } = lessonServer('teacher');
    answerDetails();
    prefetchLesson(createQueryClient(), { lessonId: '1' });

    await vi.waitFor(() => expect(requested(calls)).toContain('/api/lessons/101'));
    expect(requested(calls)).toEqual(['/api/comments/lesson/1?limit=20', '/api/lessons/101', '/api/lessons/details/1', '/api/materials?lesson_id=1', '/api/user/profile']);
  });

  it('requests nothing for an address that is no lesson id', () => {
    saveSession({ token: 'tok', role: 'student' });
    const { calls } = lessonServer('student');
    prefetchLesson(createQueryClient(), { lessonId: 'abc' });
    expect(calls).toEqual([]);
  });
});
