import type { AttemptQuestion, QuizAnswerDraft } from '@netclass/shared/quiz-attempts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { AttemptQuestionView } from './attempt-question';

const PICTURE = '<img src="https://files.example/so-do.png" alt="sơ đồ" loading="lazy">';

/** A bank question as the server sends it: text and options rendered, the option with a picture. */
const choice = (review: AttemptQuestion['review'] = null): AttemptQuestion => ({
  position: 1,
  points: 2,
  question: {
    kind: 'bank',
    bank: {
      type: 'single_choice',
      title: null,
      text_html: `<p>Thiết bị nào nối hai <strong>mạng</strong>?</p>\n<p>${PICTURE}</p>\n`,
      options: [
        { id: 2, html: 'Switch' },
        { id: 1, html: `<code>Router</code> ${PICTURE}` },
      ],
    },
  },
  answer: null,
  seq: 0,
  review,
});
const render = (question: AttemptQuestion, onChange?: (answer: QuizAnswerDraft) => void) =>
  renderRoutes(
    [{ path: '/', element: <AttemptQuestionView question={question} answer={null} onChange={onChange} /> }],
    '/',
  );

describe('AttemptQuestionView, a bank question', () => {
  it('shows the rendered text and options with their pictures; each radio is named by its option’s words and saves its id', async () => {
    const onChange = vi.fn();
    render(choice(), onChange);
    const text = await screen.findByTestId('attempt-question-text');
    expect(within(text).getByText('mạng').tagName).toBe('STRONG');
    expect(within(text).getByRole('img', { name: 'sơ đồ' })).toHaveAttribute('src', 'https://files.example/so-do.png');
    const router = screen.getByRole('radio', { name: 'Router sơ đồ' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['2', '1']);
    await userEvent.click(router);
    expect(onChange).toHaveBeenCalledWith({ type: 'single_choice', option_id: 1 });
  });

  it('a review shows the right option rendered, by id, and the feedback rendered', async () => {
    render(
      choice({
        score: 2,
        parts: null,
        right_answer: {
          type: 'single_choice',
          options: [
            { id: 1, text: '`Router`', correct: true },
            { id: 2, text: 'Switch', correct: false },
          ],
        },
        feedback_html: ['<p>Đúng: <em>router</em> định tuyến.</p>\n'],
        explanation: null,
      }),
    );
    const right = (await screen.findByText('Đáp án đúng')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(right).getByText('Router').tagName).toBe('CODE');
    expect(within(right).queryByText('Switch')).toBeNull();
    const feedback = screen.getByText('Nhận xét').closest<HTMLElement>('[role="alert"]')!;
    expect(within(feedback).getByText('router').tagName).toBe('EM');
  });
});
