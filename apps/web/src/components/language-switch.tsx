import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGES } from '../lib/i18n';
import classes from './language-switch.module.css';

/**
 * VI / EN switch; the choice is remembered on this device. Native radios in a radiogroup
 * (arrow keys move between them), styled as a segmented control: Mantine's SegmentedControl
 * measures itself as it mounts, forcing a layout on every page's first render (decision 017).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const name = useId();
  const current = currentLanguage();
  return (
    <div role="radiogroup" aria-label={t('language.label')} className={classes.group}>
      {LANGUAGES.map((language) => (
        <label key={language} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={language}
            checked={language === current}
            onChange={() => void changeLanguage(language)}
          />
          {language.toUpperCase()}
        </label>
      ))}
    </div>
  );
}
