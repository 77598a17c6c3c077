import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildQuestion, checkAnswers, explainQuestion, promptOf } from '@netclass/shared/networking-questions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes, tooFast } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { PracticeSession } from './practice-session';

const QUESTION = buildQuestion('wildcard-from-prefix', { prefix: 20, mask: '255.255.240.0' });
const show = () => renderRoutes([{ path: '/practice', element: <PracticeSession /> }], '/practice');
const summary = (attempted: number, correct: number) => ({
  body: { types: [{ type: 'wildcard-from-prefix', attempted, correct }], streak: 1, practised_today: true },
});

describe('PracticeSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws a question of the chosen type; Enter checks it once and shows the marks, the expected answer and the steps', async () => {
    const user = userEvent.setup();
    let answered = false;
    const calls = stubFetchRoutes({
      'GET /api/practice/summary': () => (answered ? summary(1, 0) : summary(0, 0)),
      'POST /api/practice/questions': { status: 201, body: { question: { id: 7, ...promptOf(QUESTION) } } },
      'POST /api/practice/questions/7/answers': () => {
        answered = true;
        const answers = { wildcard: '0.0.14.255' };
        return {
          body: {
            result: checkAnswers(QUESTION, answers),
            answers,
            answer: QUESTION.answer,
            explanation: explainQuestion(QUESTION),
          },
        };
      },
    });
    show();

    await user.selectOptions(screen.getByLabelText('Loại câu hỏi'), 'wildcard-from-prefix');
    const field = await screen.findByRole('textbox', { name: 'Wildcard mask' });
    expect(field).toHaveFocus();
    await user.type(field, '0.0.14.255{Enter}');

    expect(await screen.findByText('Sai. Đáp án: 0.0.15.255')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lời giải chi tiết' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Wildcard mask' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Kiểm tra' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Loại này: đã làm 1 câu, đúng hoàn toàn 0 câu.')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Câu khác' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.url, call.body])).toEqual([
      ['/api/practice/questions', { type: 'wildcard-from-prefix' }],
      ['/api/practice/questions/7/answers', { answers: { wildcard: '0.0.14.255' } }],
    ]);
  });

  it('says how long to wait when drawing too fast', async () => {
    const user = userEvent.setup();
    stubFetchRoutes({ 'GET /api/practice/summary': summary(0, 0), 'POST /api/practice/questions': tooFast(8) });
    show();
    await user.selectOptions(screen.getByLabelText('Loại câu hỏi'), 'ipv6-expand');
    expect(await screen.findByText('Bạn gửi quá nhanh, vui lòng thử lại sau 8 giây.')).toBeInTheDocument();
  });
});
