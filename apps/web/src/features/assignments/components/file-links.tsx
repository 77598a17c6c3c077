import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { StoredFile } from '@netclass/shared';
import { IconPaperclip } from '@tabler/icons-react';
import { FileAction } from '../../../components/file-action';
import { formatFileSize } from '../../../lib/format-bytes';

/** Files opened through their signed links, in a new tab, each with the app's action for it (a capture's viewer). */
export function FileLinks({ files }: { files: Omit<StoredFile, 'id'>[] }) {
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {files.map((file) => (
        <Group key={file.url} component="li" gap={6} wrap="nowrap">
          <IconPaperclip size={14} aria-hidden />
          <Anchor href={file.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatFileSize(file.size)}
          </Text>
          <FileAction file={file} />
        </Group>
      ))}
    </Stack>
  );
}
