import { Alert, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import type { QuizAttemptView } from '@netclass/shared/quiz-attempts';
import { IconArrowLeft, IconArrowRight, IconClock, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { postQuizEvent, quizAttemptKeys, useSubmitQuizAttempt } from '../api/quiz-attempts';
import type { SaveState } from '../autosave-queue';
import { useAutosave } from '../use-autosave';
import { formatRemaining, useServerClock } from '../use-server-clock';
import { AttemptQuestionView } from './attempt-question';

const SAVE_COLORS: Record<SaveState, string> = { saved: 'green', pending: 'gray', saving: 'blue', failed: 'red' };

/** Focus loss and tab switches go to the teacher's log (never blocked). */
function useFocusEvents(attemptId: number) {
  useEffect(() => {
    const blur = () => void postQuizEvent(attemptId, 'blur');
    const visibility = () =>
      void postQuizEvent(attemptId, document.visibilityState === 'hidden' ? 'hidden' : 'visible');
    window.addEventListener('blur', blur);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('blur', blur);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [attemptId]);
}

/**
 * Taking an attempt: one question at a time with a navigator, every answer saved as it is given
 * (its state beside it), the time left by the server's clock, Submit with a confirmation. When
 * the time is up the attempt is read again: the server has submitted it (or does so then).
 */
export function AttemptTaking({ view }: { view: QuizAttemptView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const attemptId = view.attempt.id;
  const [current, setCurrent] = useState(view.questions[0]?.position ?? 1);
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitQuizAttempt(attemptId);
  const clock = useServerClock({ endsAt: view.attempt.ends_at, now: view.now });
  const reload = useMemo(
    () => () => void queryClient.invalidateQueries({ queryKey: quizAttemptKeys.attempt(attemptId) }),
    [queryClient, attemptId],
  );
  const autosave = useAutosave(
    view,
    useMemo(() => ({ onClock: clock.sync, onClosed: reload }), [clock.sync, reload]),
  );
  useFocusEvents(attemptId);

  const timeUp = clock.remainingMs === 0;
  useEffect(() => {
    if (!timeUp) return;
    // What is still waiting goes now, within the grace; the server ends the attempt a few seconds after ends_at: read it then.
    void autosave.flush();
    const later = setTimeout(reload, 4000);
    return () => clearTimeout(later);
  }, [timeUp, reload, autosave]);

  const question = view.questions.find((entry) => entry.position === current) ?? view.questions[0];
  const index = view.questions.findIndex((entry) => entry.position === question?.position);
  const state = question ? autosave.stateOf(question.position) : undefined;
  const unanswered = view.questions.filter((entry) => !autosave.answerOf(entry.position)).length;

  const doSubmit = async () => {
    await autosave.flush();
    submit.mutate(undefined, { onSettled: () => setConfirming(false) });
  };

  if (timeUp) {
    return (
      <Alert color="orange" title={t('quizAttempt.timeUpTitle')} role="status">
        {t('quizAttempt.timeUp')}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Card withBorder padding="sm" radius="md">
        <Group justify="space-between" wrap="wrap">
          {clock.remainingMs !== null && (
            <Badge
              size="lg"
              variant="light"
              color={clock.remainingMs < 60_000 ? 'red' : 'blue'}
              leftSection={<IconClock size={14} />}
              role="timer"
              aria-label={t('quizAttempt.remaining', { time: formatRemaining(clock.remainingMs) })}
            >
              {formatRemaining(clock.remainingMs)}
            </Badge>
          )}
          <Button color="green" leftSection={<IconSend size={16} />} onClick={() => setConfirming(true)}>
            {t('quizAttempt.submit')}
          </Button>
        </Group>
        <Group gap={6} mt="sm" component="nav" aria-label={t('quizAttempt.navigator')} wrap="wrap">
          {view.questions.map((entry) => {
            const answered = Boolean(autosave.answerOf(entry.position));
            return (
              <Button
                key={entry.position}
                size="compact-sm"
                variant={entry.position === question?.position ? 'filled' : answered ? 'light' : 'default'}
                aria-current={entry.position === question?.position ? 'step' : undefined}
                aria-label={t(answered ? 'quizAttempt.goToAnswered' : 'quizAttempt.goTo', { position: entry.position })}
                onClick={() => setCurrent(entry.position)}
              >
                {entry.position}
              </Button>
            );
          })}
        </Group>
      </Card>

      {question && (
        <Card
          withBorder
          padding="lg"
          radius="md"
          component="section"
          aria-label={t('quizAttempt.questionHeading', { position: question.position })}
        >
          <Stack gap="md">
            <AttemptQuestionView
              key={question.position}
              question={question}
              answer={autosave.answerOf(question.position)}
              onChange={(answer) => autosave.change(question.position, answer)}
            />
            <Group justify="space-between" wrap="wrap">
              <Text
                size="sm"
                c={state ? SAVE_COLORS[state] : 'dimmed'}
                role="status"
                aria-live="polite"
                data-testid="save-state"
              >
                {state === 'failed' ? (
                  <Button variant="subtle" color="red" size="compact-sm" onClick={() => void autosave.flush()}>
                    {t('quizAttempt.saveFailed')}
                  </Button>
                ) : state ? (
                  t(state === 'saved' ? 'quizAttempt.saved' : 'quizAttempt.saving')
                ) : (
                  ''
                )}
              </Text>
              <Group gap="xs">
                <Button
                  variant="default"
                  leftSection={<IconArrowLeft size={16} />}
                  disabled={index <= 0}
                  onClick={() => setCurrent(view.questions[index - 1]!.position)}
                >
                  {t('quizAttempt.previous')}
                </Button>
                <Button
                  variant="default"
                  rightSection={<IconArrowRight size={16} />}
                  disabled={index >= view.questions.length - 1}
                  onClick={() => setCurrent(view.questions[index + 1]!.position)}
                >
                  {t('quizAttempt.next')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </Card>
      )}

      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('quizAttempt.confirmTitle')} centered>
        <Stack>
          <Text>
            {unanswered > 0 ? t('quizAttempt.confirmUnanswered', { count: unanswered }) : t('quizAttempt.confirm')}
          </Text>
          {submit.error && <Alert color="red">{errorMessage(submit.error, t)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('quizAttempt.keepWorking')}
            </Button>
            <Button color="green" loading={submit.isPending} onClick={() => void doSubmit()}>
              {t('quizAttempt.submitNow')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
