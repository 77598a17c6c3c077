import { Alert, Card, Group, Loader, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { User } from '@netclass/shared';
import { IconSchool, IconShieldCheck, IconUser, IconUsers, IconWifi } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { usersQueryOptions } from '../api/users';
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

const countBy = (users: User[], keep: (user: User) => boolean) => users.filter(keep).length;

/** Account counts by role and how many people are online now. */
export function UsersOverview() {
  const { t } = useTranslation();
  const { data: users, error } = useQuery(usersQueryOptions);
  useLiveUserPresence();

  if (error) return <Alert color="red">{errorMessage(error, t, t('users.list.loadFailed'))}</Alert>;
  if (!users) return <Loader mx="auto" />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
      <StatCard label={t('overview.total')} value={users.length} icon={<IconUsers size={24} />} color="blue" />
      <StatCard label={t('overview.students')} value={countBy(users, (u) => u.role === 'student')} icon={<IconUser size={24} />} color="cyan" />
      <StatCard label={t('overview.teachers')} value={countBy(users, (u) => u.role === 'teacher')} icon={<IconSchool size={24} />} color="indigo" />
      <StatCard label={t('overview.admins')} value={countBy(users, (u) => u.role === 'admin')} icon={<IconShieldCheck size={24} />} color="grape" />
      <StatCard label={t('overview.online')} value={countBy(users, (u) => u.isOnline === 1)} icon={<IconWifi size={24} />} color="teal" />
    </SimpleGrid>
  );
}
