import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { practiceSummaryQueryOptions } from '../api/practice';

/**
 * Dashboard: the practice streak (consecutive days with a practice question answered, Vietnam
 * time) and the way to practise. The line of the streak keeps its height while loading, so
 * the panels below never move (decision 017).
 */
export function PracticeStreakCard() {
  const { t } = useTranslation();
  const { data, error } = useQuery(practiceSummaryQueryOptions);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="practice-streak">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="practice-streak">
          {t('practice.streak.title')}
        </Title>
        {error ? (
          <Alert color="red" variant="light">
            {errorMessage(error, t, t('practice.loadFailed'))}
          </Alert>
        ) : (
          <Skeleton visible={!data} height={52}>
            <Group gap="sm" wrap="nowrap">
              <IconFlame
                size={32}
                color={data?.practised_today ? 'var(--mantine-color-orange-text)' : 'var(--mantine-color-dimmed)'}
                aria-hidden
              />
              <Stack gap={0}>
                <Text fw={700} fz="lg" data-testid="practice-streak">
                  {t('practice.streak.days', { count: data?.streak ?? 0 })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(
                    data?.practised_today
                      ? 'practice.streak.doneToday'
                      : data?.streak
                        ? 'practice.streak.keepItUp'
                        : 'practice.streak.start',
                  )}
                </Text>
              </Stack>
            </Group>
          </Skeleton>
        )}
        <Button component={Link} to="/practice" variant="light">
          {t('practice.streak.open')}
        </Button>
      </Stack>
    </Card>
  );
}
