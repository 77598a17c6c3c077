import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { QuizStatisticsResponse } from '@netclass/shared';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '../../../lib/format-points';

/**
 * The counted grades in ten bins of percent of the maximum, as a list of labelled bars: each
 * row says its range and its count in text (the bar is only a picture of that number), so a
 * screen reader and a narrow phone read the same thing.
 */
export function GradeDistribution({ stats }: { stats: QuizStatisticsResponse }) {
  const { t } = useTranslation();
  const largest = Math.max(1, ...stats.distribution);
  const last = stats.distribution.length - 1;
  return (
    <Stack gap="xs" component="section" aria-labelledby="quiz-distribution-title">
      <Title order={2} size="h4" id="quiz-distribution-title">
        {t('quizResults.distribution.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {stats.graded === 0
          ? t('quizResults.distribution.none')
          : t('quizResults.distribution.summary', {
              n: stats.graded,
              mean: formatPoints(stats.mean ?? 0),
              median: formatPoints(stats.median ?? 0),
              max: formatPoints(stats.quiz.max_points),
            })}
      </Text>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {stats.distribution.map((count, bin) => (
          <Group key={bin} component="li" gap="sm" wrap="nowrap">
            <Text size="sm" w={90} style={{ flexShrink: 0 }}>
              {t(bin === last ? 'quizResults.distribution.lastBin' : 'quizResults.distribution.bin', {
                from: bin * 10,
                to: (bin + 1) * 10,
              })}
            </Text>
            <Box
              aria-hidden
              style={{ flex: 1, background: 'var(--mantine-color-default-border)', borderRadius: 4, height: 14 }}
            >
              <Box
                style={{
                  width: `${(100 * count) / largest}%`,
                  background: 'var(--mantine-color-blue-filled)',
                  borderRadius: 4,
                  height: '100%',
                }}
              />
            </Box>
            <Text size="sm" w={110} style={{ flexShrink: 0 }}>
              {t('quizResults.distribution.count', { count })}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
