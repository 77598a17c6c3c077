import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, and axe's best practices (landmarks, one h1, heading order). */
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
export type Impact = (typeof IMPACTS)[number];

/** What one check of one screen found, attached to the test for the accessibility reporter. */
export interface ScreenReport {
  screen: string;
  violations: { id: string; impact: Impact; nodes: number }[];
}
export const SCREEN_REPORT_ATTACHMENT = 'accessibility';

/** Waits until no finite animation or transition runs, so axe sees colours as they end up (a fading modal is not a contrast failure). */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Transitions and animations started on the page so far (counted from the first call). */
async function motionsStarted(page: Page): Promise<number> {
  return page.evaluate(() => {
    const counted = window as unknown as { motionsStarted?: number };
    if (counted.motionsStarted === undefined) {
      counted.motionsStarted = 0;
      const count = () => void (counted.motionsStarted! += 1);
      document.addEventListener('transitionstart', count, true);
      document.addEventListener('animationstart', count, true);
    }
    return counted.motionsStarted;
  });
}

/** How many times a check is run again because something started moving while axe read the page. */
const MOVED_AGAIN = 2;

/**
 * axe on a settled page. Something that starts moving while axe reads it (a notification
 * closing on its timer) is seen half-faded, so the page is settled and read again.
 */
async function analyzeSettled(page: Page) {
  for (let attempt = 0; ; attempt += 1) {
    await settle(page);
    const before = await motionsStarted(page);
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    if (attempt === MOVED_AGAIN || (await motionsStarted(page)) === before) return results;
  }
}

/**
 * Checks the page as it is now, under the name `screen`: exactly one visible h1 and one main,
 * then axe: any critical or serious violation fails the test (rule, help and the elements
 * concerned), the moderate and minor ones are recorded for the run's summary
 * (e2e/accessibility-reporter.ts).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settle(page);
  // One page heading and one main region on every screen, dialogs and menus open or not.
  await expect(page.locator('h1:visible'), `${screen}: one h1`).toHaveCount(1);
  await expect(page.locator('main'), `${screen}: one main landmark`).toHaveCount(1);
  const { violations } = await analyzeSettled(page);
  const found = violations.map((violation) => ({ ...violation, impact: (violation.impact ?? 'minor') as Impact }));
  const report: ScreenReport = {
    screen,
    violations: found.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.length })),
  };
  await test.info().attach(SCREEN_REPORT_ATTACHMENT, { body: JSON.stringify(report), contentType: 'application/json' });

  const blocking = found.filter(({ impact }) => impact === 'critical' || impact === 'serious');
  const message = blocking
    .map(({ id, impact, help, helpUrl, nodes }) => {
      const targets = nodes.map(
        (node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ')}`,
      );
      return `[${impact}] ${id}: ${help} (${helpUrl})\n${targets.join('\n')}`;
    })
    .join('\n');
  expect(
    blocking.map(({ id }) => id),
    `${screen}: critical or serious accessibility violations\n${message}`,
  ).toEqual([]);
}
