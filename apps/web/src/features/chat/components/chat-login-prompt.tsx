import { Anchor, Card, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';

/** Shown instead of the chat when nobody is signed in (docs/product/screens-and-roles.md#chat). */
export function ChatLoginPrompt() {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm">
        <IconMessages size={40} aria-hidden />
        <Text ta="center" role="note">
          <Trans i18nKey="chat.loginPrompt" components={{ login: <Anchor component={Link} to="/login" /> }} />
        </Text>
      </Stack>
    </Card>
  );
}
