import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuizRegradeList, QuizResultsResponse, QuizStatisticsResponse } from '@netclass/shared';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { QuizResultsView } from './quiz-results-view';

const quiz = {
  id: 7,
  course_id: 3,
  title: 'Kiểm tra chia mạng con',
  max_points: 10,
  grading_method: 'highest' as const,
  close_at: null,
};
const results: QuizResultsResponse = {
  quiz,
  students: [
    {
      student_id: 20210001,
      name: 'Nguyễn An',
      attempts: [
        {
          id: 41,
          number: 1,
          started_at: '2026-11-20T02:50:00.000Z',
          submitted_at: '2026-11-20T03:00:00.000Z',
          points: 7.5,
        },
        { id: 42, number: 2, started_at: '2026-11-20T04:00:00.000Z', submitted_at: null, points: null },
      ],
      grade: 7.5,
      last_submitted_at: '2026-11-20T03:00:00.000Z',
      focus_events: 2,
    },
  ],
  total: 1,
  page: 1,
  limit: 50,
};
const stats: QuizStatisticsResponse = {
  quiz,
  graded: 1,
  mean: 7.5,
  median: 7.5,
  distribution: [0, 0, 0, 0, 0, 0, 0, 1, 0, 0],
  questions: [
    {
      slot_id: 1,
      position: 1,
      kind: 'generated',
      label: 'ipv4-vlsm',
      attempts: 1,
      answered: 1,
      difficulty: 0.75,
      discrimination: null,
    },
  ],
};
const regrade: QuizRegradeList = {
  questions: [{ question_id: 9, title: 'Mặt nạ mạng', type: 'single_choice', version: 2, attempts: 3 }],
  history: [],
};

const renderView = () =>
  renderRoutes([{ path: '/quiz/:quizId/results', element: <QuizResultsView quizId={7} /> }], '/quiz/7/results', {
    env: 'test',
  });

describe('QuizResultsView', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    saveSession({ token: 'tok', role: 'teacher' });
  });
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it('shows each student with attempts linking to their review, the distribution in text, the questions, and regrades after a confirmation', async () => {
    const calls = stubFetchRoutes({
      'GET /api/quizzes/7/results?page=1&limit=50&sort=name&order=asc': { body: results },
      'GET /api/quizzes/7/statistics': { body: stats },
      'GET /api/quizzes/7/regrade': { body: regrade },
      'POST /api/quizzes/7/regrade': { body: { question_id: 9, question_version: 2, attempts_changed: 3 } },
    });
    renderView();
    const row = await screen.findByTestId('quiz-result-20210001');
    expect(within(row).getByRole('link', { name: 'Attempt 1: 7,5' })).toHaveAttribute('href', '/quiz-attempt/41');
    expect(within(row).getByRole('link', { name: 'Attempt 2: in progress' })).toHaveAttribute(
      'href',
      '/quiz-attempt/42',
    );
    expect(screen.getByRole('columnheader', { name: /Grade \(\/10\)/ })).toHaveAttribute('aria-sort', 'none');
    const bins = within(screen.getByRole('region', { name: 'Grade distribution' })).getAllByRole('listitem');
    expect(bins).toHaveLength(10);
    expect(bins[7]).toHaveTextContent('70–80%1 student');
    expect(screen.getByRole('table', { name: 'Statistics of each question' })).toHaveTextContent(
      'Generated: VLSM plan',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Regrade' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Regrade' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.url === '/api/quizzes/7/regrade')).toBe(true),
    );
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ questionId: 9 });
    expect(await screen.findByText('Regraded 3 attempts.')).toBeInTheDocument();
  }, 15_000); // Several screens' worth of clicks: slow on a loaded machine.

  it('a teacher of another course is told so', async () => {
    stubFetchRoutes({
      'GET /api/quizzes/7/results?page=1&limit=50&sort=name&order=asc': {
        status: 403,
        body: { message: 'no', code: 'FORBIDDEN' },
      },
      'GET /api/quizzes/7/statistics': { status: 403, body: { message: 'no', code: 'FORBIDDEN' } },
      'GET /api/quizzes/7/regrade': { status: 403, body: { message: 'no', code: 'FORBIDDEN' } },
    });
    renderView();
    expect(await screen.findByText("You may not see this quiz's results.")).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
