import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGES, type Language } from '../lib/i18n';

/** VI / EN switch; the choice is remembered on this device. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      aria-label={t('language.label')}
      value={currentLanguage()}
      onChange={(value) => void changeLanguage(value as Language)}
      data={LANGUAGES.map((language) => ({ value: language, label: language.toUpperCase() }))}
    />
  );
}
