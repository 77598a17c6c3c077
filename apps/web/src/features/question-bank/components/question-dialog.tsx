import { Alert, Loader, Modal, NumberInput, Select, SimpleGrid, Stack, Tabs, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  QUESTION_TYPES,
  bankQuestionBodySchema,
  questionImageMarkdown,
  type BankQuestion,
  type QuestionCategory,
  type QuestionInput,
  type QuestionType,
} from '@netclass/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/form-footer';
import { errorMessage } from '../../../lib/error-message';
import { placeServerError } from '../../../lib/forms/server-errors';
import { MarkdownEditor } from '../../../components/markdown/markdown-editor';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { questionQueryOptions, useSaveQuestion } from '../api/question-bank';
import { questionTemplate } from '../question-templates';
import { QuestionPreview } from './question-preview';
import { TypeFields, type QuestionForm } from './type-fields';

interface Values extends Record<string, unknown> {
  category_id: string | null;
  question: QuestionInput;
}

/** The editor: the fields every question has, its type's own, and a tab with the student's view. */
function QuestionEditor({
  courseId,
  categories,
  initial,
  id,
  onSaved,
}: {
  courseId: number;
  categories: QuestionCategory[];
  initial: Values;
  id: number | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(bankQuestionBodySchema, initial);
  const save = useSaveQuestion(courseId, id);
  const [problem, setProblem] = useState<string | null>(null);
  const question = form.values.question;
  const textInput = form.getInputProps('question.text');
  const changeType = (type: QuestionType) => {
    const { title, text, default_points, general_feedback } = question;
    form.setFieldValue('question', questionTemplate(type, { title, text, default_points, general_feedback }));
  };
  const submit = form.onSubmit((values) => {
    setProblem(null);
    save.mutate(
      { category_id: Number(values.category_id), question: values.question },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('questionBank.editor.saved') });
          onSaved();
        },
        onError: (error) => setProblem(placeServerError(form, error, t, { fallback: t('questionBank.saveFailed') })),
      },
    );
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(id ? 'questionBank.editor.editTitle' : 'questionBank.editor.newTitle')}
    >
      <Tabs defaultValue="edit" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="edit">{t('questionBank.editor.tab')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('questionBank.preview.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="edit">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label={t('questionBank.questions.type')}
                data={QUESTION_TYPES.map((value) => ({ value, label: t(`questionBank.types.${value}`) }))}
                value={question.type}
                onChange={(value) => value && changeType(value as QuestionType)}
                allowDeselect={false}
              />
              <Select
                label={t('questionBank.editor.category')}
                withAsterisk
                data={categories.map((category) => ({ value: String(category.id), label: category.name }))}
                {...form.getInputProps('category_id')}
              />
            </SimpleGrid>
            <TextInput label={t('questionBank.editor.title')} {...form.getInputProps('question.title')} />
            <MarkdownEditor
              courseId={courseId}
              label={t('questionBank.editor.text')}
              description={t('questionBank.editor.textHint')}
              value={textInput.value as string}
              onChange={textInput.onChange}
              onBlur={textInput.onBlur}
              error={textInput.error}
              pictureMarkdown={(image, alt) => questionImageMarkdown(alt, image.id)}
              withPreview={false}
            />
            <NumberInput
              label={t('questionBank.questions.points')}
              min={0}
              max={100}
              decimalScale={2}
              w={160}
              {...form.getInputProps('question.default_points')}
            />
            <TypeFields form={form as unknown as QuestionForm} />
            <Textarea
              label={t('questionBank.editor.generalFeedback')}
              autosize
              minRows={1}
              {...form.getInputProps('question.general_feedback')}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="preview">
          <QuestionPreview courseId={courseId} question={question} />
        </Tabs.Panel>
      </Tabs>
      <FormFooter
        error={problem}
        submitLabel={t('common.save')}
        loading={save.isPending}
        icon={<IconDeviceFloppy size={16} />}
      />
    </form>
  );
}

const valuesOf = (question: BankQuestion): Values => ({
  category_id: String(question.category_id),
  question: question.question,
});

/** A new question (`id` null, in the chosen category) or an existing one, loaded first, in a modal. */
export function QuestionDialog({
  courseId,
  categories,
  categoryId,
  id,
  opened,
  onClose,
}: {
  courseId: number;
  categories: QuestionCategory[];
  categoryId: number | null;
  id: number | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const loaded = useQuery({ ...questionQueryOptions(id ?? 0), enabled: opened && id !== null });
  const body =
    id === null ? (
      <QuestionEditor
        courseId={courseId}
        categories={categories}
        id={null}
        initial={{ category_id: categoryId ? String(categoryId) : null, question: questionTemplate('single_choice') }}
        onSaved={onClose}
      />
    ) : loaded.error ? (
      <Alert color="red">{errorMessage(loaded.error, t, t('questionBank.loadFailed'))}</Alert>
    ) : loaded.data ? (
      <QuestionEditor
        courseId={courseId}
        categories={categories}
        id={id}
        initial={valuesOf(loaded.data)}
        onSaved={onClose}
      />
    ) : (
      <Loader size="sm" />
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(id ? 'questionBank.editor.editTitle' : 'questionBank.editor.newTitle')}
      size="xl"
    >
      {body}
    </Modal>
  );
}
