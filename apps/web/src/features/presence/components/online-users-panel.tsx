import { ActionIcon, Alert, Badge, Card, Collapse, EmptyState, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMinus, IconPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OnlineStatus } from '../../../components/online-status';
import { UserAvatar } from '../../../components/user-avatar';
import { errorMessage } from '../../../lib/error-message';
import { InvalidOnlineUsersError, onlineUsersQueryOptions } from '../api/online-users';
import { useLivePresence } from '../hooks/use-live-presence';

/** Collapsible list of the class with Online/Offline, polled and updated live (SPEC §2 Student dashboard). */
export function OnlineUsersPanel() {
  const { t } = useTranslation();
  const [expanded, { toggle }] = useDisclosure(true);
  const { data: users, error, isPending } = useQuery(onlineUsersQueryOptions);
  useLivePresence();
  const onlineCount = users?.filter((user) => user.isOnline === 1).length ?? 0;

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconUsers size={20} />
          <Title order={2} size="h4">{t('presence.title')}</Title>
          {users && (
            <Badge variant="light" color="teal">
              {onlineCount}/{users.length}
            </Badge>
          )}
        </Group>
        <ActionIcon
          variant="default"
          onClick={toggle}
          aria-expanded={expanded}
          aria-label={expanded ? t('presence.collapse') : t('presence.expand')}
        >
          {expanded ? <IconMinus size={16} /> : <IconPlus size={16} />}
        </ActionIcon>
      </Group>
      <Collapse expanded={expanded}>
        <Stack mt="md" gap="sm">
          {error && (
            <Alert color="red" variant="light">
              {error instanceof InvalidOnlineUsersError ? t('presence.invalidData') : errorMessage(error, t)}
            </Alert>
          )}
          {isPending && <Loader size="sm" mx="auto" />}
          {users?.length === 0 && <EmptyState size="sm" icon={<IconUsers />} title={t('presence.empty')} />}
          {users && users.length > 0 && (
            <ScrollArea.Autosize mah={420} offsetScrollbars>
              <Stack gap="xs">
                {users.map((user) => (
                  <Group key={user.id} justify="space-between" wrap="nowrap">
                    <Group gap="sm" wrap="nowrap" miw={0}>
                      <UserAvatar name={user.name} radius="xl" size="sm" />
                      <Text size="sm" truncate>
                        {user.name}
                      </Text>
                    </Group>
                    <OnlineStatus online={user.isOnline === 1} />
                  </Group>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Stack>
      </Collapse>
    </Card>
  );
}
