import { ActionIcon, Checkbox, Group, NativeSelect, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { QuizAnswerDraft, StudentBankQuestion } from '@netclass/shared/quiz-attempts';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { htmlText } from '../../../components/markdown/html-text';
import { MarkdownHtml } from '../../../components/markdown/markdown-html';

interface Props {
  question: StudentBankQuestion;
  answer: QuizAnswerDraft | null;
  /** Without it the inputs are read-only (a review). */
  onChange?: (answer: QuizAnswerDraft) => void;
  label: string;
}

const moved = (order: number[], index: number, by: -1 | 1) => {
  const next = [...order];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
};

/** A rendered option, prompt or item (the server's HTML, docs/decisions/028) inside its label: the label's text is its accessible name. */
const part = (html: string) => <MarkdownHtml inline html={html} />;

/**
 * The answer inputs of a bank question as the student answers it: options, items and choices in
 * the order the attempt shows them (ids, never positions, are saved), options, prompts and items
 * rendered from Markdown with their pictures; a matching's choices are a select's plain text.
 * Ordering moves items with up and down buttons, so it works by keyboard and on a phone.
 */
export function BankAnswerInput({ question, answer, onChange, label }: Props) {
  const { t } = useTranslation();
  const disabled = !onChange;
  const set = (next: QuizAnswerDraft) => onChange?.(next);
  switch (question.type) {
    case 'single_choice':
      return (
        <Radio.Group
          aria-label={label}
          value={answer?.type === 'single_choice' ? String(answer.option_id) : null}
          onChange={(value) => set({ type: 'single_choice', option_id: Number(value) })}
        >
          <Stack gap="xs" mt={4}>
            {question.options?.map((option) => (
              <Radio key={option.id} value={String(option.id)} label={part(option.html)} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple_choice':
      return (
        <Checkbox.Group
          aria-label={label}
          value={answer?.type === 'multiple_choice' ? answer.option_ids.map(String) : []}
          onChange={(values) => set({ type: 'multiple_choice', option_ids: values.map(Number) })}
        >
          <Stack gap="xs" mt={4}>
            {question.options?.map((option) => (
              <Checkbox key={option.id} value={String(option.id)} label={part(option.html)} disabled={disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'true_false':
      return (
        <Radio.Group
          aria-label={label}
          value={answer?.type === 'true_false' ? String(answer.value) : null}
          onChange={(value) => set({ type: 'true_false', value: value === 'true' })}
        >
          <Group mt={4}>
            <Radio value="true" label={t('quizAttempt.true')} disabled={disabled} />
            <Radio value="false" label={t('quizAttempt.false')} disabled={disabled} />
          </Group>
        </Radio.Group>
      );
    case 'short_answer':
      return (
        <TextInput
          label={label}
          value={answer?.type === 'short_answer' ? answer.text : ''}
          readOnly={disabled}
          onChange={(event) => set({ type: 'short_answer', text: event.currentTarget.value })}
        />
      );
    case 'numeric':
      return (
        <TextInput
          label={label}
          inputMode="decimal"
          description={t('quizAttempt.numericHint')}
          value={answer?.type === 'numeric' ? String(answer.value) : ''}
          readOnly={disabled}
          onChange={(event) => set({ type: 'numeric', value: event.currentTarget.value })}
        />
      );
    case 'matching': {
      const matches = answer?.type === 'matching' ? answer.matches : [];
      const choiceOf = (promptId: number) => matches.find((match) => match.prompt_id === promptId)?.choice_id;
      const data = [
        { value: '', label: t('quizAttempt.choose') },
        ...(question.choices ?? []).map((choice) => ({ value: String(choice.id), label: choice.text })),
      ];
      return (
        <Stack gap="xs">
          {question.prompts?.map((prompt) => (
            <NativeSelect
              key={prompt.id}
              label={part(prompt.html)}
              data={data}
              disabled={disabled}
              value={String(choiceOf(prompt.id) ?? '')}
              onChange={(event) => {
                const others = matches.filter((match) => match.prompt_id !== prompt.id);
                const value = event.currentTarget.value;
                set({
                  type: 'matching',
                  matches: value ? [...others, { prompt_id: prompt.id, choice_id: Number(value) }] : others,
                });
              }}
            />
          ))}
        </Stack>
      );
    }
    case 'ordering': {
      const items = question.items ?? [];
      const order =
        answer?.type === 'ordering' && answer.order.length === items.length
          ? answer.order
          : items.map((item) => item.id);
      const htmlOf = new Map(items.map((item) => [item.id, item.html]));
      return (
        <Stack gap={4} component="ol" aria-label={label} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {order.map((id, index) => (
            <Paper key={id} component="li" withBorder p="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {index + 1}. {part(htmlOf.get(id) ?? '')}
                </Text>
                {!disabled && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      disabled={index === 0}
                      aria-label={t('quizAttempt.moveUp', { item: htmlText(htmlOf.get(id) ?? '') })}
                      onClick={() => set({ type: 'ordering', order: moved(order, index, -1) })}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      disabled={index === order.length - 1}
                      aria-label={t('quizAttempt.moveDown', { item: htmlText(htmlOf.get(id) ?? '') })}
                      onClick={() => set({ type: 'ordering', order: moved(order, index, 1) })}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      );
    }
  }
}
