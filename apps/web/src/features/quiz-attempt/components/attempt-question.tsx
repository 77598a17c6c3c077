import { Alert, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { CheckResult, NetworkingQuestionPrompt } from '@netclass/shared/networking-questions';
import type { AttemptQuestion, QuizAnswerDraft } from '@netclass/shared/quiz-attempts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NetworkingQuestionView } from '../../../components/networking-question/networking-question-view';
import { BankAnswerInput } from './bank-answer-input';

interface Props {
  question: AttemptQuestion;
  answer: QuizAnswerDraft | null;
  /** Without it the question is shown for review, read-only. */
  onChange?: (answer: QuizAnswerDraft) => void;
}

/** The right answer of a bank question in words, from the key the review sends. */
function rightAnswerText(key: unknown, t: TFunction): string[] {
  const question = key as { type: string; options?: { text: string; fraction?: number; correct?: boolean }[]; correct?: boolean; answers?: { text?: string; value?: number; fraction: number }[]; pairs?: { prompt: string; answer: string }[]; items?: { text: string }[] };
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice':
      return (question.options ?? []).filter((option) => option.correct === true || option.fraction === 1).map((option) => option.text);
    case 'true_false':
      return [t(question.correct ? 'quizAttempt.true' : 'quizAttempt.false')];
    case 'short_answer':
    case 'numeric':
      return (question.answers ?? []).filter((answer) => answer.fraction === 1).map((answer) => String(answer.text ?? answer.value));
    case 'matching':
      return (question.pairs ?? []).map((pair) => `${pair.prompt} → ${pair.answer}`);
    case 'ordering':
      return (question.items ?? []).map((item, index) => `${index + 1}. ${item.text}`);
    default:
      return [];
  }
}

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
        <Badge variant="light">{review && review.score !== null ? t('quizAttempt.scoreOf', { score: review.score, points: question.points }) : t('quizAttempt.points', { count: question.points })}</Badge>
      </Group>
      {question.question.kind === 'generated' ? (
        <NetworkingQuestionView
          question={question.question.prompt as unknown as NetworkingQuestionPrompt}
          values={answer?.type === 'generated' ? answer.fields : {}}
          onChange={onChange ? (key, value) => onChange({ type: 'generated', fields: { ...(answer?.type === 'generated' ? answer.fields : {}), [key]: value } }) : undefined}
          result={review?.parts ? ({ fields: review.parts.map((part) => ({ key: String(part.id), correct: part.correct })) } as CheckResult) : undefined}
          answer={(review?.right_answer as Record<string, string> | null) ?? undefined}
          showExplanation={Boolean(review?.explanation)}
          headingOrder={3}
        />
      ) : (
        <>
          {question.question.bank.title && <Text fw={600}>{question.question.bank.title}</Text>}
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{question.question.bank.text}</Text>
          <BankAnswerInput question={question.question.bank} answer={answer} onChange={onChange} label={t('quizAttempt.answerOf', { position: question.position })} />
          {review && review.right_answer !== null && review.right_answer !== undefined && (
            <Alert variant="light" color="green" title={t('quizAttempt.rightAnswer')}>
              <List size="sm">
                {rightAnswerText(review.right_answer, t).map((text) => (
                  <List.Item key={text}>{text}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {review?.feedback && review.feedback.length > 0 && (
            <Alert variant="light" color="blue" title={t('quizAttempt.feedback')}>
              {review.feedback.map((text) => (
                <Text key={text} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {text}
                </Text>
              ))}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
