import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's finite CSS transitions and animations (a theme switch
 * fading every link's colour, a dialog's overlay fading in) to end, so axe
 * measures the colours the user ends up seeing, not a frame in between. On a
 * loaded machine a 150 ms transition can outlast the step before the check.
 * Endless ones (skeleton pulses, spinners) and paused ones are not waited for.
 */
async function quieta(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      // A transition restarted by each render never settles: give up after 1 s.
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
}

const graves = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    .then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'));

/**
 * Fails on serious or critical WCAG 2.1 A/AA violations, listing them readably. A contrast failure is measured
 * once more after a moment: on a loaded machine a colour can still be fading (a theme switch, a re-render)
 * past the wait above, and axe reads that frame. What fails twice is reported.
 */
export async function expectNoSeriousViolations(page: Page, label: string) {
  await quieta(page);
  let serious = await graves(page);
  if (serious.some((v) => v.id === 'color-contrast')) {
    await page.waitForTimeout(750);
    await quieta(page);
    serious = await graves(page);
  }
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe on ${label}`).toEqual([]);
}
