import { Alert, Card, Group, Loader, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconSchool, IconShieldCheck, IconUser, IconUsers, IconWifi } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { onlineCountQueryOptions, userCountQueryOptions } from '../api/users';
import { useLiveUserPresence } from '../hooks/use-live-user-presence';

function StatCard({ label, value, icon, color }: { label: string; value: number; icon: ReactNode; color: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text fw={800} fz={28} lh={1.2}>
            {value}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/** Account counts by role and how many people are online now (live from presence batches). */
export function UsersOverview() {
  const { t } = useTranslation();
  const counts = useQueries({
    queries: [
      userCountQueryOptions(),
      userCountQueryOptions('student'),
      userCountQueryOptions('teacher'),
      userCountQueryOptions('admin'),
      onlineCountQueryOptions,
    ],
  });
  useLiveUserPresence();

  const error = counts.find((count) => count.error)?.error;
  if (error) return <Alert color="red">{errorMessage(error, t, t('users.list.loadFailed'))}</Alert>;
  const [total, students, teachers, admins, online] = counts.map((count) => count.data);
  if (
    total === undefined ||
    students === undefined ||
    teachers === undefined ||
    admins === undefined ||
    online === undefined
  )
    return <Loader mx="auto" />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
      <StatCard label={t('overview.total')} value={total} icon={<IconUsers size={24} />} color="blue" />
      <StatCard label={t('overview.students')} value={students} icon={<IconUser size={24} />} color="cyan" />
      <StatCard label={t('overview.teachers')} value={teachers} icon={<IconSchool size={24} />} color="indigo" />
      <StatCard label={t('overview.admins')} value={admins} icon={<IconShieldCheck size={24} />} color="grape" />
      <StatCard label={t('overview.online')} value={online} icon={<IconWifi size={24} />} color="teal" />
    </SimpleGrid>
  );
}
