import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown once a text reaches this share of its limit. */
const NEAR_LIMIT = 0.8;

/** "850/1000" under a text field, only near the limit; red at the limit. */
export function LengthCounter({ length, max, id }: { length: number; max: number; id?: string }) {
  const { t } = useTranslation();
  if (length < max * NEAR_LIMIT) return null;
  return (
    <Text id={id} size="xs" c={length >= max ? 'red' : 'dimmed'} aria-live="polite">
      {t('communication.counter', { count: length, max })}
    </Text>
  );
}
