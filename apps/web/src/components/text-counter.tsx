import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TextStatus } from '../lib/text-status';

/** Where a Textarea shows its `description`: under the field, above any error. */
export const COUNTER_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

interface Props {
  /** For the send button's `aria-describedby`: the counter says why it is disabled. */
  id: string;
  status: TextStatus;
  /** Said while nothing is typed, where the send button waits for text (omit where a blank send answers the spec's message). */
  blankReason?: string;
}

/**
 * A text field's `description` (so the field is described by it; with `inputWrapperOrder`
 * COUNTER_BELOW): "120/2000 ký tự" as the user types, counted as the server counts, red past
 * the limit, and why sending is held back: past the limit by how much, a character the server
 * refuses, or `blankReason` while nothing is typed. Phrasing content only: it sits in a <p>.
 */
export function TextCounter({ id, status, blankReason }: Props) {
  const { t } = useTranslation();
  const reason =
    status.block === 'tooLong'
      ? t('communication.tooLong', { count: status.length - status.max })
      : status.block === 'invalid'
        ? t('errors.codes.TEXT_INVALID')
        : status.block === 'blank'
          ? blankReason
          : undefined;
  return (
    <Box
      component="span"
      id={id}
      style={{ display: 'flex', justifyContent: 'space-between', gap: 'var(--mantine-spacing-xs)' }}
    >
      <Text component="span" size="xs" c={status.block === 'blank' ? 'dimmed' : 'red'} aria-live="polite">
        {reason}
      </Text>
      <Text
        component="span"
        size="xs"
        c={status.length > status.max ? 'red' : 'dimmed'}
        style={{ whiteSpace: 'nowrap' }}
      >
        {t('communication.counter', { count: status.length, max: status.max })}
      </Text>
    </Box>
  );
}
