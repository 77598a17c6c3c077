import {
  Alert,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { QuestionInput, QuestionPreviewResponse } from '@netclass/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { MarkdownHtml } from '../../../components/markdown/markdown-html';
import { questionPreviewQueryOptions } from '../api/question-bank';

/** The one-line texts a student sees as the answer inputs' labels, in the order AnswerInputs takes them. */
export function previewParts(question: QuestionInput): string[] {
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice':
      return question.options.map((option) => option.text ?? '');
    case 'matching':
      return question.pairs.map((pair) => pair.prompt ?? '');
    case 'ordering':
      return question.items.map((item) => item.text ?? '');
    default:
      return [];
  }
}

/** The answer inputs a student gets, shown read-only (options in the stored order; an attempt shuffles them), labelled by the rendered `parts`. */
function AnswerInputs({ question, parts }: { question: QuestionInput; parts: string[] }) {
  const { t } = useTranslation();
  const part = (index: number) => <MarkdownHtml inline html={parts[index] ?? ''} />;
  switch (question.type) {
    case 'single_choice':
      return (
        <Radio.Group aria-label={t('questionBank.preview.answer')}>
          {question.options.map((option, index) => (
            <Radio key={option.id} value={String(option.id)} label={part(index)} disabled mt={4} />
          ))}
        </Radio.Group>
      );
    case 'multiple_choice':
      return (
        <Stack gap={4}>
          {question.options.map((option, index) => (
            <Checkbox key={option.id} label={part(index)} disabled />
          ))}
        </Stack>
      );
    case 'true_false':
      return (
        <Radio.Group aria-label={t('questionBank.preview.answer')}>
          <Radio value="true" label={t('questionBank.editor.true')} disabled mt={4} />
          <Radio value="false" label={t('questionBank.editor.false')} disabled mt={4} />
        </Radio.Group>
      );
    case 'short_answer':
      return <TextInput label={t('questionBank.preview.answer')} disabled />;
    case 'numeric':
      return <NumberInput label={t('questionBank.preview.answer')} disabled />;
    case 'matching': {
      // A select's choices are plain text: the answers show as written.
      const choices = [
        ...question.pairs.map((pair) => pair.answer),
        ...(question.distractors ?? []).map((item) => item.text),
      ].filter((text): text is string => Boolean(text));
      return (
        <Stack gap={4}>
          {question.pairs.map((pair, index) => (
            <Select key={pair.id} label={part(index)} data={[...new Set(choices)]} disabled />
          ))}
        </Stack>
      );
    }
    case 'ordering':
      return (
        <Stack gap={4} component="ol" style={{ margin: 0, paddingLeft: 20 }}>
          {question.items.map((item, index) => (
            <Text key={item.id} component="li" size="sm">
              {part(index)}
            </Text>
          ))}
        </Stack>
      );
  }
}

function Rendered({ question, rendered }: { question: QuestionInput; rendered: QuestionPreviewResponse }) {
  return (
    <>
      <MarkdownHtml html={rendered.text} data-testid="question-preview-text" />
      <AnswerInputs question={question} parts={rendered.parts} />
    </>
  );
}

/**
 * How a student sees the question: its text and the answers' labels rendered by the server
 * (the lessons' renderer, the course's pictures signed: docs/decisions/028) and the answer
 * inputs, read-only.
 */
export function QuestionPreview({ courseId, question }: { courseId: number; question: QuestionInput }) {
  const { t } = useTranslation();
  const rendered = useQuery(
    questionPreviewQueryOptions(courseId, { text: question.text ?? '', parts: previewParts(question) }),
  );
  return (
    <Stack gap="sm" component="section" aria-label={t('questionBank.preview.tab')}>
      <Group justify="space-between">
        <Title order={3} fz="md">
          {question.title || t('questionBank.preview.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('questionBank.preview.points', { count: Number(question.default_points ?? 1) })}
        </Text>
      </Group>
      {rendered.error ? (
        <Alert color="red" role="alert">
          {errorMessage(rendered.error, t, t('questionBank.preview.failed'))}
        </Alert>
      ) : rendered.data ? (
        <Rendered question={question} rendered={rendered.data} />
      ) : (
        <Loader size="sm" aria-label={t('questionBank.preview.loading')} />
      )}
    </Stack>
  );
}
