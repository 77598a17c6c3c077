import { TextInput } from '@mantine/core';
import { parseFilter } from '@netclass/shared/captures';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '../../../lib/forms/localize-message';

/** The pause in typing (ms) after which a valid filter is applied without Enter. */
export const FILTER_PAUSE_MS = 600;

/**
 * The display filter: checked as it is typed (its error, in the reader's language, with the
 * position of the part at fault), applied on Enter or after a pause in typing.
 */
export function FilterInput({ onApply, disabled }: { onApply: (text: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const parsed = parseFilter(text);
  const error = parsed.ok
    ? null
    : t('captures.filter.error', {
        message: localizeMessage(parsed.error.message, t),
        position: parsed.error.position + 1,
      });
  useEffect(() => {
    if (!parseFilter(text).ok) return;
    const timer = setTimeout(() => onApply(text.trim()), FILTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, onApply]);
  return (
    <TextInput
      label={t('captures.filter.label')}
      description={t('captures.filter.hint')}
      placeholder="ip.addr == 10.0.0.1 && icmp"
      value={text}
      disabled={disabled}
      spellCheck={false}
      autoComplete="off"
      error={error}
      ff="monospace"
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && parsed.ok) onApply(text.trim());
      }}
    />
  );
}
