import { Checkbox, Fieldset, NumberInput, Radio, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { QUESTION_LIMITS, type QuestionInput } from '@netclass/shared';
import { useTranslation } from 'react-i18next';
import { nextPartId } from '../question-templates';
import { PartRows } from './part-rows';

/** The part of the Mantine form the type's fields work on (paths under `question.`). */
export interface QuestionForm {
  values: { question: QuestionInput };
  errors: Record<string, unknown>;
  getInputProps(path: string, options?: { type?: 'checkbox' }): object;
  setFieldValue(path: string, value: unknown): void;
  insertListItem(path: string, item: unknown): void;
  removeListItem(path: string, index: number): void;
  reorderListItem(path: string, payload: { from: number; to: number }): void;
}

/** A fraction (0–1) typed as a percentage. */
function PercentInput({ form, path, label }: { form: QuestionForm; path: string; label: string }) {
  const value = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], form.values) as
    number | undefined;
  return (
    <NumberInput
      label={label}
      w={130}
      min={0}
      max={100}
      decimalScale={3}
      suffix="%"
      value={Math.round((value ?? 0) * 100_000) / 1000}
      onChange={(typed) => form.setFieldValue(path, (Number(typed) || 0) / 100)}
      error={form.errors[path] as string | undefined}
    />
  );
}

/** The fields of the question's own type: options, answers, pairs or items, and their rules. */
export function TypeFields({ form }: { form: QuestionForm }) {
  const { t } = useTranslation();
  const question = form.values.question;
  const list = (path: string) => ({
    max: QUESTION_LIMITS.maxParts,
    onRemove: (index: number) => form.removeListItem(`question.${path}`, index),
    onMove: (from: number, to: number) => form.reorderListItem(`question.${path}`, { from, to }),
    error: form.errors[`question.${path}`],
  });
  const feedback = (path: string, label = t('questionBank.editor.feedback')) => (
    <Textarea label={label} autosize minRows={1} {...form.getInputProps(`question.${path}`)} />
  );

  switch (question.type) {
    case 'single_choice': {
      const name = t('questionBank.editor.option');
      return (
        <PartRows
          name={name}
          count={question.options.length}
          {...list('options')}
          onAdd={() =>
            form.insertListItem('question.options', {
              id: nextPartId(question.options),
              text: '',
              fraction: 0,
              feedback: '',
            })
          }
          render={(i) => (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <Textarea
                  label={`${name} ${i + 1}`}
                  autosize
                  minRows={1}
                  {...form.getInputProps(`question.options.${i}.text`)}
                />
                <PercentInput
                  form={form}
                  path={`question.options.${i}.fraction`}
                  label={t('questionBank.editor.fractionOf', { row: `${name} ${i + 1}` })}
                />
              </SimpleGrid>
              {feedback(`options.${i}.feedback`, t('questionBank.editor.feedbackOf', { row: `${name} ${i + 1}` }))}
            </>
          )}
        />
      );
    }
    case 'multiple_choice': {
      const name = t('questionBank.editor.option');
      return (
        <>
          <Select
            label={t('questionBank.editor.scoring')}
            data={(['partial', 'all_or_nothing'] as const).map((value) => ({
              value,
              label: t(`questionBank.editor.scorings.${value}`),
            }))}
            allowDeselect={false}
            {...form.getInputProps('question.scoring')}
          />
          <PartRows
            name={name}
            count={question.options.length}
            {...list('options')}
            onAdd={() =>
              form.insertListItem('question.options', {
                id: nextPartId(question.options),
                text: '',
                correct: false,
                feedback: '',
              })
            }
            render={(i) => (
              <>
                <Textarea
                  label={`${name} ${i + 1}`}
                  autosize
                  minRows={1}
                  {...form.getInputProps(`question.options.${i}.text`)}
                />
                <Checkbox
                  label={t('questionBank.editor.correctOf', { row: `${name} ${i + 1}` })}
                  {...form.getInputProps(`question.options.${i}.correct`, { type: 'checkbox' })}
                />
                {feedback(`options.${i}.feedback`, t('questionBank.editor.feedbackOf', { row: `${name} ${i + 1}` }))}
              </>
            )}
          />
        </>
      );
    }
    case 'true_false':
      return (
        <>
          <Radio.Group
            label={t('questionBank.editor.rightAnswer')}
            value={question.correct ? 'true' : 'false'}
            onChange={(value) => form.setFieldValue('question.correct', value === 'true')}
          >
            <Radio value="true" label={t('questionBank.editor.true')} mt={4} />
            <Radio value="false" label={t('questionBank.editor.false')} mt={4} />
          </Radio.Group>
          {feedback('feedback_true', t('questionBank.editor.feedbackTrue'))}
          {feedback('feedback_false', t('questionBank.editor.feedbackFalse'))}
        </>
      );
    case 'short_answer': {
      const name = t('questionBank.editor.answer');
      return (
        <>
          <Checkbox
            label={t('questionBank.editor.ignoreCase')}
            {...form.getInputProps('question.ignore_case', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('questionBank.editor.collapseSpaces')}
            {...form.getInputProps('question.collapse_spaces', { type: 'checkbox' })}
          />
          <PartRows
            name={name}
            count={question.answers.length}
            {...list('answers')}
            onAdd={() => form.insertListItem('question.answers', { text: '', fraction: 1, feedback: '' })}
            render={(i) => (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  <TextInput label={`${name} ${i + 1}`} {...form.getInputProps(`question.answers.${i}.text`)} />
                  <PercentInput
                    form={form}
                    path={`question.answers.${i}.fraction`}
                    label={t('questionBank.editor.fractionOf', { row: `${name} ${i + 1}` })}
                  />
                </SimpleGrid>
                {feedback(`answers.${i}.feedback`, t('questionBank.editor.feedbackOf', { row: `${name} ${i + 1}` }))}
              </>
            )}
          />
        </>
      );
    }
    case 'numeric': {
      const name = t('questionBank.editor.answer');
      return (
        <PartRows
          name={name}
          count={question.answers.length}
          {...list('answers')}
          onAdd={() => form.insertListItem('question.answers', { value: 0, tolerance: 0, fraction: 1, feedback: '' })}
          render={(i) => (
            <>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                <NumberInput
                  label={`${name} ${i + 1}`}
                  decimalScale={10}
                  {...form.getInputProps(`question.answers.${i}.value`)}
                />
                <NumberInput
                  label={t('questionBank.editor.toleranceOf', { row: `${name} ${i + 1}` })}
                  min={0}
                  decimalScale={10}
                  {...form.getInputProps(`question.answers.${i}.tolerance`)}
                />
                <PercentInput
                  form={form}
                  path={`question.answers.${i}.fraction`}
                  label={t('questionBank.editor.fractionOf', { row: `${name} ${i + 1}` })}
                />
              </SimpleGrid>
              {feedback(`answers.${i}.feedback`, t('questionBank.editor.feedbackOf', { row: `${name} ${i + 1}` }))}
            </>
          )}
        />
      );
    }
    case 'matching': {
      const pair = t('questionBank.editor.pair');
      const distractor = t('questionBank.editor.distractor');
      const distractors = question.distractors ?? [];
      return (
        <>
          <PartRows
            name={pair}
            count={question.pairs.length}
            {...list('pairs')}
            onAdd={() =>
              form.insertListItem('question.pairs', {
                id: nextPartId(question.pairs, distractors),
                prompt: '',
                answer: '',
              })
            }
            render={(i) => (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <TextInput
                  label={t('questionBank.editor.promptOf', { row: `${pair} ${i + 1}` })}
                  {...form.getInputProps(`question.pairs.${i}.prompt`)}
                />
                <TextInput
                  label={t('questionBank.editor.answerOf', { row: `${pair} ${i + 1}` })}
                  {...form.getInputProps(`question.pairs.${i}.answer`)}
                />
              </SimpleGrid>
            )}
          />
          <Fieldset legend={t('questionBank.editor.distractors')} variant="unstyled">
            <PartRows
              name={distractor}
              count={distractors.length}
              {...list('distractors')}
              max={QUESTION_LIMITS.maxDistractors}
              onMove={undefined}
              onAdd={() =>
                form.insertListItem('question.distractors', { id: nextPartId(question.pairs, distractors), text: '' })
              }
              render={(i) => (
                <TextInput label={`${distractor} ${i + 1}`} {...form.getInputProps(`question.distractors.${i}.text`)} />
              )}
            />
          </Fieldset>
        </>
      );
    }
    case 'ordering': {
      const name = t('questionBank.editor.item');
      return (
        <>
          <Select
            label={t('questionBank.editor.scoring')}
            data={(['partial', 'all_or_nothing'] as const).map((value) => ({
              value,
              label: t(`questionBank.editor.orderScorings.${value}`),
            }))}
            allowDeselect={false}
            {...form.getInputProps('question.scoring')}
          />
          <PartRows
            name={name}
            count={question.items.length}
            {...list('items')}
            onAdd={() => form.insertListItem('question.items', { id: nextPartId(question.items), text: '' })}
            render={(i) => <TextInput label={`${name} ${i + 1}`} {...form.getInputProps(`question.items.${i}.text`)} />}
          />
        </>
      );
    }
  }
}
