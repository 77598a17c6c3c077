import { DatesProvider } from '@mantine/dates';
// The pickers' Vietnamese month and day names.
import 'dayjs/locale/vi';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Date pickers in the page's language, weeks from Monday. */
export function AppDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'vi', firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}
