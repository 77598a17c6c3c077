import { Checkbox, Group, NumberInput, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { QuestionInput } from '@netclass/shared';
import { useTranslation } from 'react-i18next';

/** The answer inputs a student gets, shown read-only (options in the stored order; an attempt shuffles them). */
function AnswerInputs({ question }: { question: QuestionInput }) {
  const { t } = useTranslation();
  switch (question.type) {
    case 'single_choice':
      return (
        <Radio.Group aria-label={t('questionBank.preview.answer')}>
          {question.options.map((option) => (
            <Radio key={option.id} value={String(option.id)} label={option.text} disabled mt={4} />
          ))}
        </Radio.Group>
      );
    case 'multiple_choice':
      return (
        <Stack gap={4}>
          {question.options.map((option) => (
            <Checkbox key={option.id} label={option.text} disabled />
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
      const choices = [...question.pairs.map((pair) => pair.answer), ...(question.distractors ?? []).map((item) => item.text)].filter((text): text is string => Boolean(text));
      return (
        <Stack gap={4}>
          {question.pairs.map((pair) => (
            <Select key={pair.id} label={pair.prompt} data={[...new Set(choices)]} disabled />
          ))}
        </Stack>
      );
    }
    case 'ordering':
      return (
        <Stack gap={4} component="ol" style={{ margin: 0, paddingLeft: 20 }}>
          {question.items.map((item) => (
            <Text key={item.id} component="li" size="sm">
              {item.text}
            </Text>
          ))}
        </Stack>
      );
  }
}

/** How a student sees the question: its text (the Markdown as written) and the answer inputs, read-only. */
export function QuestionPreview({ question }: { question: QuestionInput }) {
  const { t } = useTranslation();
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
      <Text style={{ whiteSpace: 'pre-wrap' }}>{question.text}</Text>
      <AnswerInputs question={question} />
    </Stack>
  );
}
