import { generateQuestion, promptOf } from '@netclass/shared/networking-questions';
import type { AttemptQuestion } from '@netclass/shared/quiz-attempts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { AttemptQuestionView } from './attempt-question';
import { ReviewScheduleNote } from './review-schedule-note';

/** The review's texts read whole (docs/decisions/038): a generated question's count of right fields, and when the review opens. */
const generated = (): AttemptQuestion => {
  const question = generateQuestion('ipv4-subnet-facts', 'seed:1');
  const prompt = promptOf(question);
  const fields = prompt.fields.map((field) => field.key);
  return {
    position: 1,
    points: 1,
    question: {
      kind: 'generated',
      prompt: { ...prompt, params: { ...question.params } },
    } as AttemptQuestion['question'],
    answer: null,
    seq: 0,
    review: {
      score: 0,
      parts: fields.map((id, index) => ({ id, correct: index === 0 })),
      right_answer: null,
      feedback_html: null,
      explanation: null,
    },
  };
};

describe('the review texts', () => {
  it("a generated question's review says how many of its fields are right", async () => {
    const question = generated();
    renderRoutes([{ path: '/', element: <AttemptQuestionView question={question} answer={null} /> }], '/');
    const total = question.review!.parts!.length;
    expect(await screen.findByText(`Đúng 1/${total}`)).toBeInTheDocument();
    expect(screen.getByText('0 / 1 điểm')).toBeInTheDocument();
  });

  it('with the default settings and no close time, says the solutions open when the teacher releases them', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ReviewScheduleNote
              schedule={{
                answers: 'after_close',
                marks: 'after_attempt',
                feedback: 'after_close',
                close_at: null,
                solutions_released: false,
              }}
            />
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByTestId('review-schedule')).toHaveTextContent(
      'Điểm hiện ngay sau khi bạn nộp bài. Đáp án và lời giải hiện khi giảng viên công bố.',
    );
  });
});
