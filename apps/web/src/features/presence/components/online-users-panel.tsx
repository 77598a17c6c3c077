import {
  ActionIcon,
  Alert,
  Badge,
  Card,
  Collapse,
  EmptyState,
  Group,
  Loader,
  Pagination,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMinus, IconPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnlineStatus } from '../../../components/online-status';
import { UserAvatar } from '../../../components/user-avatar';
import { errorMessage } from '../../../lib/error-message';
import { InvalidOnlineUsersError, onlineUsersQueryOptions } from '../api/online-users';
import { useLivePresence } from '../hooks/use-live-presence';

/**
 * Collapsible list of who is online, a page at a time with the number online (docs/product/screens-and-roles.md#screens
 * Student dashboard); loaded once the presence room is held, then live from its batches,
 * never polled (decision 013).
 */
export function OnlineUsersPanel() {
  const { t } = useTranslation();
  const [expanded, { toggle }] = useDisclosure(true);
  const [page, setPage] = useState(1);
  const { joined } = useLivePresence();
  const { data, error, isPending } = useQuery({ ...onlineUsersQueryOptions(page), enabled: joined });
  const users = data?.online_users;
  const pages = data ? Math.ceil(data.total / data.limit) : 0;

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconUsers size={20} />
          <Title order={2} size="h4">
            {t('presence.title')}
          </Title>
          {data && (
            <Badge variant="light" color="teal">
              {data.total}
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
          {pages > 1 && (
            <Pagination size="sm" total={pages} value={Math.min(page, pages)} onChange={setPage} mx="auto" />
          )}
        </Stack>
      </Collapse>
    </Card>
  );
}
