import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { TEXT_LIMITS, askQuestionSchema, type AskQuestionResponse } from '@netclass/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTER_BELOW, TextCounter } from '../../../components/text-counter';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { textStatus } from '../../../lib/text-status';
import { chatErrorMessage } from '../api/chat-errors';
import { useAskQuestion } from '../api/chat-rooms';

interface AskQuestionModalProps {
  opened: boolean;
  onClose: () => void;
  /** The courses the student belongs to (their course rooms). */
  courses: { id: number; name: string }[];
  onAsked: (answer: AskQuestionResponse) => void;
}

/** A student's private question to the teachers of one of their courses: pick the course, write, send. */
export function AskQuestionModal({ opened, onClose, courses, onAsked }: AskQuestionModalProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(askQuestionSchema, {
    course_id: courses.length === 1 ? String(courses[0]!.id) : '',
    content: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const ask = useAskQuestion();
  const status = textStatus(form.values.content, TEXT_LIMITS.chatMessage);
  const counterId = useId();
  const blocked = status.block === 'tooLong' || status.block === 'invalid';

  const submit = form.onSubmit(({ course_id, content }) => {
    setProblem(null);
    ask.mutate(
      { course_id: Number(course_id), content },
      {
        onSuccess: (answer) => {
          form.reset();
          onAsked(answer);
        },
        onError: (error) =>
          setProblem(
            placeServerError(form, error, t, {
              general: (failure) => chatErrorMessage(failure, t, t('chat.ask.failed')),
            }),
          ),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.ask.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('chat.ask.help')}
          </Text>
          <Select
            label={t('chat.ask.course')}
            withAsterisk
            data={courses.map((course) => ({ value: String(course.id), label: course.name }))}
            allowDeselect={false}
            {...form.getInputProps('course_id')}
          />
          <Textarea
            label={t('chat.ask.question')}
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('content')}
            description={<TextCounter id={counterId} status={status} />}
            inputWrapperOrder={COUNTER_BELOW}
          />
          {problem && (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={ask.isPending} disabled={blocked} aria-describedby={counterId}>
              {t('chat.ask.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
