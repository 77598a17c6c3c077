import { Anchor, Group, Text } from '@mantine/core';
import type { Attachment } from '@netclass/shared';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format-bytes';

/** Only links the server hands out: a path of this app or an http(s) address (signed storage link). */
function safeHref(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

/** An announcement's file: its name, opening the short-lived signed link in a new tab. */
export function AttachmentLink({ attachment }: { attachment: Attachment | null }) {
  const { t } = useTranslation();
  const href = attachment ? safeHref(attachment.url) : null;
  if (!attachment || !href) {
    return (
      <Text span size="sm" c="dimmed">
        {t('announcements.noAttachment')}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <IconPaperclip size={14} style={{ flexShrink: 0 }} aria-hidden />
      <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-word' }}>
        {attachment.name}
      </Anchor>
      <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatFileSize(attachment.size)}
      </Text>
    </Group>
  );
}
