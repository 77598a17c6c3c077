import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The list's name, e.g. "Phương án": each row is "Phương án n". */
  name: string;
  count: number;
  max: number;
  render: (index: number) => ReactNode;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Absent: the list has no order of its own to change. */
  onMove?: (from: number, to: number) => void;
  error?: unknown;
}

/** A question's options, answers, pairs or items: rows added, removed and moved by buttons named for screen readers. */
export function PartRows({ name, count, max, render, onAdd, onRemove, onMove, error }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {Array.from({ length: count }, (_, i) => {
        const row = `${name} ${i + 1}`;
        return (
          <Card key={i} withBorder padding="xs">
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
                {render(i)}
              </Stack>
              <Stack gap={4}>
                {onMove && (
                  <>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('questionBank.editor.moveUp', { row })}
                      disabled={i === 0}
                      onClick={() => onMove(i, i - 1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('questionBank.editor.moveDown', { row })}
                      disabled={i === count - 1}
                      onClick={() => onMove(i, i + 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                  </>
                )}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('questionBank.editor.remove', { row })}
                  onClick={() => onRemove(i)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Stack>
            </Group>
          </Card>
        );
      })}
      {typeof error === 'string' && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        disabled={count >= max}
        onClick={onAdd}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('questionBank.editor.add', { name })}
      </Button>
    </Stack>
  );
}
