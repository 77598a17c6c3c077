import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { IMPACTS, SCREEN_REPORT_ATTACHMENT, type Impact, type ScreenReport } from './accessibility';

/** Per screen: the largest number of elements each rule flagged over the screen's checks. */
type ScreenSummary = Map<string, { impact: Impact; nodes: number }>;

/**
 * Prints, at the end of the run, one row per screen checked by expectAccessible: how many
 * rules failed at each impact and which (with the number of elements), as a Markdown table.
 */
export default class AccessibilityReporter implements Reporter {
  private readonly screens = new Map<string, ScreenSummary>();

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.name !== SCREEN_REPORT_ATTACHMENT || !attachment.body) continue;
      const report = JSON.parse(attachment.body.toString()) as ScreenReport;
      const summary = this.screens.get(report.screen) ?? new Map();
      for (const { id, impact, nodes } of report.violations) {
        summary.set(id, { impact, nodes: Math.max(nodes, summary.get(id)?.nodes ?? 0) });
      }
      this.screens.set(report.screen, summary);
    }
  }

  onEnd(): void {
    if (this.screens.size === 0) return;
    const rows = [...this.screens].map(([screen, summary]) => {
      const rules = [...summary].sort(([, a], [, b]) => IMPACTS.indexOf(a.impact) - IMPACTS.indexOf(b.impact));
      const counts = IMPACTS.map((impact) => rules.filter(([, rule]) => rule.impact === impact).length);
      const ids = rules.map(([id, { impact, nodes }]) => `${id} (${impact}, ${nodes})`).join(', ') || '-';
      return `| ${screen} | ${counts.join(' | ')} | ${ids} |`;
    });
    const header = `| screen | ${IMPACTS.join(' | ')} | rules (impact, elements) |`;
    const line = `|${' --- |'.repeat(IMPACTS.length + 2)}`;
    console.log(
      `\nAccessibility (axe-core) per screen, ${this.screens.size} screens:\n${[header, line, ...rows].join('\n')}\n`,
    );
  }
}
