import classes from './theme.module.css';
import {
  createTheme,
  darken,
  luminance,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
  type NotificationProps,
} from '@mantine/core';

/** WCAG 2.1 AA for normal text (1.4.3). */
const MIN_CONTRAST = 4.5;
const WHITE = '#ffffff';

function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color`, darkened in small steps until text in it (or on it) reads at MIN_CONTRAST against every one of `backgrounds`. */
function readableOn(color: string, ...backgrounds: string[]): string {
  let result = color;
  for (
    let amount = 0.04;
    backgrounds.some((background) => contrast(result, background) < MIN_CONTRAST);
    amount += 0.04
  ) {
    result = darken(color, amount);
  }
  return result;
}

/** System fonts cover Vietnamese diacritics everywhere, with no font download. */
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  // The focus ring shows for keyboard focus (:focus-visible) on every Mantine control.
  focusRing: 'auto',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // A dialog's or drawer's header is no second page banner: a plain box, not <header>.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // An open menu puts the focus on its first item (the ARIA menu pattern), not on a focusable
    // presentational placeholder, which a menu must not contain.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Under a title, a notification's text is grey.6 (3.3:1): dimmed instead.
    // A link in an alert reads on its tinted background (theme.module.css).
    Alert: { classNames: { root: classes.alert } },
    Notification: {
      styles: (_theme: MantineTheme, props: NotificationProps) =>
        props.title ? { description: { color: 'var(--mantine-color-dimmed)' } } : {},
    },
  },
});

/** What Mantine's own icon buttons are called, in the interface language. */
export interface ControlLabels {
  close: string;
  /** A pagination's arrows. */
  pages: Record<'first' | 'previous' | 'next' | 'last', string>;
  /** A date picker's arrows and its time picker's confirm button. */
  dates: Record<'previous' | 'next' | 'confirm', string>;
}

/**
 * The theme with the names Mantine's own icon buttons need, in the interface language: every
 * close button of a dialog, drawer or notification, every pagination's arrows, and a date
 * picker's month arrows and confirm button. Its days, and links in alerts, read at 4.5:1 (theme.module.css).
 */
export function labelledTheme(labels: ControlLabels): MantineThemeOverride {
  const pickers = {
    defaultProps: { previousLabel: labels.dates.previous, nextLabel: labels.dates.next },
    classNames: { day: classes.day },
  };
  return mergeThemeOverrides(theme, {
    components: {
      CloseButton: { defaultProps: { 'aria-label': labels.close } },
      Pagination: {
        defaultProps: {
          getControlProps: (control: keyof ControlLabels['pages']) => ({ 'aria-label': labels.pages[control] }),
        },
      },
      DateInput: pickers,
      DateTimePicker: {
        ...pickers,
        defaultProps: { ...pickers.defaultProps, submitButtonProps: { 'aria-label': labels.dates.confirm } },
      },
    },
  });
}

/** The first shade from 6 up that white text reads on (and that reads on white), else shade 9 darkened. */
const readableFilled = (shades: MantineColorsTuple): string =>
  shades.slice(6).find((shade) => contrast(shade, WHITE) >= MIN_CONTRAST) ?? readableOn(shades[9], WHITE);

/**
 * Mantine's light colours fall below 4.5:1 in places: white on blue.6 (3.6:1), dimmed gray.6
 * (3.3:1), links in blue.6, yellow.9 on yellow.1 in a light Alert (2.7:1), error red.6. Here,
 * once for every palette, the colours text is drawn in (or on) are moved to the first shade
 * from 6 up that reads on white (filled, outline, `c="blue"`, links), and the light variant's
 * text is darkened until it reads on its background (shade 1, and shade 2 on hover); dimmed text
 * and placeholders, and field errors, read on white and the grey and primary-light surfaces.
 */
export const cssVariablesResolver: CSSVariablesResolver = ({ colors, primaryColor }) => {
  const palettes: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark') continue;
    const filled = readableFilled(shades);
    Object.assign(palettes, {
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.12),
      [`--mantine-color-${name}-outline`]: filled,
      [`--mantine-color-${name}-light-color`]: readableOn(shades[9], shades[1], shades[2]),
    });
  }
  const { gray, red, teal } = colors;
  const primary = colors[primaryColor] ?? colors.blue;
  const dimmed = readableOn(gray[6], WHITE, gray[0], gray[1], primary[1]);
  return {
    variables: {},
    light: {
      ...palettes,
      '--mantine-color-dimmed': dimmed,
      // A file input's 'choose a file' is its placeholder: it must be read too.
      '--mantine-color-placeholder': dimmed,
      '--mantine-color-anchor': readableFilled(primary),
      // A field's error reads on white and on the grey and primary-light surfaces forms sit on.
      '--mantine-color-error': readableOn(red[6], WHITE, gray[0], gray[1], primary[1]),
      '--mantine-color-success': readableFilled(teal),
    },
    dark: {},
  };
};
