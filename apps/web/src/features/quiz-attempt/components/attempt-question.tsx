import { Alert, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { CheckResult, NetworkingQuestionPrompt } from '@netclass/shared/networking-questions';
import type { AttemptQuestion, QuizAnswerDraft, StudentBankQuestion } from '@netclass/shared/quiz-attempts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownHtml } from '../../../components/markdown/markdown-html';
import { NetworkingQuestionView } from '../../../components/networking-question/networking-question-view';
import { BankAnswerInput } from './bank-answer-input';

interface Props {
  question: AttemptQuestion;
  answer: QuizAnswerDraft | null;
  /** Without it the question is shown for review, read-only. */
  onChange?: (answer: QuizAnswerDraft) => void;
}

/**
 * The right answer of a bank question, one line each, from the key the review sends: options, prompts and items as the
 * question shows them rendered (by id).
 */
function rightAnswerLines(key: unknown, bank: StudentBankQuestion, t: TFunction): { key: string; node: ReactNode }[] {
  const question = key as {
    type: string;
    options?: { id: number; fraction?: number; correct?: boolean }[];
    correct?: boolean;
    answers?: { text?: string; value?: number; fraction: number }[];
    pairs?: { id: number; answer: string }[];
    items?: { id: number }[];
  };
  const rendered = (parts: { id: number; html: string }[] | undefined, id: number) => (
    <MarkdownHtml inline html={parts?.find((part) => part.id === id)?.html ?? ''} />
  );
  const text = (line: string) => ({ key: line, node: line });
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice':
      return (question.options ?? [])
        .filter((option) => option.correct === true || option.fraction === 1)
        .map((option) => ({ key: String(option.id), node: rendered(bank.options, option.id) }));
    case 'true_false':
      return [text(t(question.correct ? 'quizAttempt.true' : 'quizAttempt.false'))];
    case 'short_answer':
    case 'numeric':
      return (question.answers ?? [])
        .filter((answer) => answer.fraction === 1)
        .map((answer) => text(String(answer.text ?? answer.value)));
    case 'matching':
      return (question.pairs ?? []).map((pair) => ({
        key: String(pair.id),
        node: (
          <>
            {rendered(bank.prompts, pair.id)} → {pair.answer}
          </>
        ),
      }));
    case 'ordering':
      return (question.items ?? []).map((item, index) => ({
        key: String(item.id),
        node: (
          <>
            {index + 1}. {rendered(bank.items, item.id)}
          </>
        ),
      }));
    default:
      return [];
  }
}

/** The review's per-field marks as the networking view's result: each field, and how many of them are right (its "n of m correct"). */
const reviewResult = (parts: { id: number | string; correct: boolean }[]): CheckResult =>
  ({
    fields: parts.map((part) => ({ key: String(part.id), correct: part.correct })),
    correct: parts.filter((part) => part.correct).length,
    total: parts.length,
  }) as unknown as CheckResult;

/**
 * One question of an attempt: to answer (bank inputs in the shown order, or a generated
 * question's fields), or in review with what the quiz lets the student see: marks, the right
 * answer, the feedback and, for a generated question, the worked explanation.
 */
export function AttemptQuestionView({ question, answer, onChange }: Props) {
  const { t } = useTranslation();
  const { review } = question;
  const heading = t('quizAttempt.questionHeading', { position: question.position });
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {heading}
        </Title>
        <Badge variant="light" tt="none">
          {review && review.score !== null
            ? t('quizAttempt.scoreOf', { score: review.score, points: question.points })
            : t('quizAttempt.points', { count: question.points })}
        </Badge>
      </Group>
      {question.question.kind === 'generated' ? (
        <NetworkingQuestionView
          question={question.question.prompt as unknown as NetworkingQuestionPrompt}
          values={answer?.type === 'generated' ? answer.fields : {}}
          onChange={
            onChange
              ? (key, value) =>
                  onChange({
                    type: 'generated',
                    fields: { ...(answer?.type === 'generated' ? answer.fields : {}), [key]: value },
                  })
              : undefined
          }
          result={review?.parts ? reviewResult(review.parts) : undefined}
          answer={(review?.right_answer as Record<string, string> | null) ?? undefined}
          showExplanation={Boolean(review?.explanation)}
          headingOrder={3}
        />
      ) : (
        <>
          {question.question.bank.title && <Text fw={600}>{question.question.bank.title}</Text>}
          <MarkdownHtml html={question.question.bank.text_html} data-testid="attempt-question-text" />
          <BankAnswerInput
            question={question.question.bank}
            answer={answer}
            onChange={onChange}
            label={t('quizAttempt.answerOf', { position: question.position })}
          />
          {review && review.right_answer !== null && review.right_answer !== undefined && (
            <Alert variant="light" color="green" title={t('quizAttempt.rightAnswer')}>
              <List size="sm">
                {rightAnswerLines(review.right_answer, question.question.bank, t).map((line) => (
                  <List.Item key={line.key}>{line.node}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {review?.feedback_html && review.feedback_html.length > 0 && (
            <Alert variant="light" color="blue" title={t('quizAttempt.feedback')}>
              {review.feedback_html.map((html, index) => (
                <MarkdownHtml key={index} html={html} />
              ))}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
