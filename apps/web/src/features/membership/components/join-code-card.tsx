import { Button, CopyButton, Group, Loader, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconKey, IconPresentation, IconRefresh, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { joinCodeQueryOptions, useChangeJoinCode } from '../api/members';
import { QrCode } from './qr-code';

/** The address a code opens: this app's join page with the code filled in. */
const joinLink = (code: string) => `${window.location.origin}/join/${code}`;

/**
 * The course's class code for its teacher (docs/decisions/023): the code, its link and QR code,
 * a full-screen view to project in class, a new code, switching it off or on.
 */
export function JoinCodeCard({ courseId, courseName }: { courseId: number; courseName: string }) {
  const { t } = useTranslation();
  const { data: code, isPending } = useQuery(joinCodeQueryOptions(courseId));
  const change = useChangeJoinCode(courseId);
  const [presenting, setPresenting] = useState(false);
  const run = (what: 'renew' | 'off') =>
    change.mutate(what, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('members.code.failed'),
          message: errorMessage(error, t, t('members.code.failed')),
        }),
    });
  const confirm = (what: 'renew' | 'off') =>
    modals.openConfirmModal({
      title: t(what === 'renew' ? 'members.code.renewTitle' : 'members.code.turnOffTitle'),
      centered: true,
      children: (
        <Text size="sm">{t(what === 'renew' ? 'members.code.renewConfirm' : 'members.code.turnOffConfirm')}</Text>
      ),
      labels: { confirm: t('members.code.confirm'), cancel: t('common.cancel') },
      confirmProps: what === 'off' ? { color: 'red' } : {},
      onConfirm: () => run(what),
    });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('members.code.title')}
        </Title>
        {isPending ? (
          <Loader size="sm" />
        ) : code ? (
          <Group align="flex-start" gap="lg" wrap="wrap">
            <QrCode text={joinLink(code)} size={132} label={t('members.code.qr')} />
            <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
              <Text size="sm" c="dimmed">
                {t('members.code.help')}
              </Text>
              <Text ff="monospace" fw={700} fz={32} lts={4} data-testid="join-code">
                {code}
              </Text>
              <TextInput
                label={t('members.code.link')}
                value={joinLink(code)}
                readOnly
                rightSectionWidth={110}
                rightSection={
                  <CopyButton value={joinLink(code)}>
                    {({ copied, copy }) => (
                      <Button size="compact-xs" variant="light" onClick={copy} leftSection={<IconCopy size={12} />}>
                        {copied ? t('members.code.copied') : t('members.code.copy')}
                      </Button>
                    )}
                  </CopyButton>
                }
              />
              <Group gap="xs">
                <Button size="xs" leftSection={<IconPresentation size={14} />} onClick={() => setPresenting(true)}>
                  {t('members.code.present')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconRefresh size={14} />}
                  onClick={() => confirm('renew')}
                  loading={change.isPending && change.variables === 'renew'}
                >
                  {t('members.code.renew')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconX size={14} />}
                  onClick={() => confirm('off')}
                  loading={change.isPending && change.variables === 'off'}
                >
                  {t('members.code.turnOff')}
                </Button>
              </Group>
            </Stack>
          </Group>
        ) : (
          <Group gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('members.code.off')}
            </Text>
            <Button
              size="xs"
              leftSection={<IconKey size={14} />}
              onClick={() => run('renew')}
              loading={change.isPending}
            >
              {t('members.code.turnOn')}
            </Button>
          </Group>
        )}
      </Stack>
      {code && (
        <Modal
          opened={presenting}
          onClose={() => setPresenting(false)}
          fullScreen
          title={t('members.code.presentTitle', { name: courseName })}
        >
          <Stack align="center" gap="xl" py="xl">
            <Text ff="monospace" fw={800} fz="min(16vw, 120px)" lts={8}>
              {code}
            </Text>
            <QrCode text={joinLink(code)} size={320} label={t('members.code.qr')} />
            <Text fz="xl">{joinLink(code)}</Text>
          </Stack>
        </Modal>
      )}
    </Paper>
  );
}
