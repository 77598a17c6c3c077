import { Alert, Button, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { NETWORKING_QUESTION_TYPES, type NetworkingQuestionType } from '@netclass/shared/networking-questions';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkingQuestionView } from '../../../components/networking-question/networking-question-view';
import { errorMessage } from '../../../lib/error-message';
import {
  practiceSummaryQueryOptions,
  useCheckPracticeAnswers,
  useDrawPracticeQuestion,
  type PracticeItem,
} from '../api/practice';

const isType = (value: string): value is NetworkingQuestionType =>
  (NETWORKING_QUESTION_TYPES as string[]).includes(value);

/**
 * Practice (issue 15 item 5): pick a type, answer the drawn question ("Kiểm tra", or Enter),
 * see each field's mark, the expected answers and the worked steps, then "Câu khác". Each
 * question is checked once; the counters of the type follow the server's summary.
 */
export function PracticeSession() {
  const { t } = useTranslation();
  const [type, setType] = useState<NetworkingQuestionType | ''>('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [item, setItem] = useState<PracticeItem>();
  const draw = useDrawPracticeQuestion();
  const check = useCheckPracticeAnswers();
  const checked = check.data;
  const questionRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  // The question on screen stays until the next one is there (no jump meanwhile).
  const drawNext = (next: NetworkingQuestionType) =>
    draw.mutate(next, {
      onSuccess: (drawn) => {
        setValues({});
        check.reset();
        setItem(drawn);
      },
    });
  // A new question: its first field; a checked one: "Câu khác", so Enter goes on.
  useEffect(() => questionRef.current?.querySelector('input')?.focus(), [item]);
  useEffect(() => {
    if (checked) nextRef.current?.focus();
  }, [checked]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (item && !checked && !check.isPending) check.mutate({ id: item.id, answers: values });
  };

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <NativeSelect
            label={t('practice.type')}
            value={type}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (!isType(next)) return;
              setType(next);
              drawNext(next);
            }}
            data={[
              { value: '', label: t('practice.choose'), disabled: true },
              ...NETWORKING_QUESTION_TYPES.map((value) => ({ value, label: t(`networkingQuestions.types.${value}`) })),
            ]}
          />
          {type && <TypeCounters type={type} />}
        </Stack>
      </Card>
      {draw.error && (
        <Alert color="red" variant="light">
          {errorMessage(draw.error, t, t('practice.drawFailed'))}
        </Alert>
      )}
      {item && (
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="form"
          onSubmit={submit}
          aria-label={t('practice.question')}
        >
          <Stack gap="md" ref={questionRef}>
            <NetworkingQuestionView
              key={item.id}
              question={item.prompt}
              values={checked?.answers ?? values}
              onChange={checked ? undefined : (key, value) => setValues((current) => ({ ...current, [key]: value }))}
              result={checked?.result}
              answer={checked?.answer}
              showExplanation={Boolean(checked)}
              headingOrder={2}
            />
            {check.error && (
              <Alert color="red" variant="light">
                {errorMessage(check.error, t, t('practice.checkFailed'))}
              </Alert>
            )}
            <Group>
              {!checked && (
                <Button type="submit" loading={check.isPending} leftSection={<IconCheck size={16} />}>
                  {t('practice.check')}
                </Button>
              )}
              <Button
                ref={nextRef}
                variant={checked ? 'filled' : 'default'}
                loading={draw.isPending}
                onClick={() => type && drawNext(type)}
                rightSection={<IconArrowRight size={16} />}
              >
                {t('practice.next')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** How many of this type were answered, and how many with every field right. */
function TypeCounters({ type }: { type: NetworkingQuestionType }) {
  const { t } = useTranslation();
  const { data } = useQuery(practiceSummaryQueryOptions);
  const counts = data?.types.find((entry) => entry.type === type) ?? { attempted: 0, correct: 0 };
  return (
    <Text size="sm" c="dimmed" aria-live="polite" data-testid="practice-counters">
      {t('practice.counters', { attempted: counts.attempted, correct: counts.correct })}
    </Text>
  );
}
