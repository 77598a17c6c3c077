import { createTheme } from '@mantine/core';

/** System fonts cover Vietnamese diacritics everywhere, with no font download. */
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: { fontWeight: '700' },
});
