import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until every running finite animation and transition on the page has finished (infinite and paused ones, such
 * as a live dot or a paused banner, are left as they are). axe reads the colours as they are painted: a button that
 * has just changed variant (a lesson turning "completed" when its progress loads) is mid-way between its two colour
 * pairs for the length of its transition, and a mix of two passing pairs can fail the contrast rule.
 */
export const untilStill = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );

/**
 * Draws what `content-visibility: auto` skips (the `.below-fold` sections, such as /tips' track record). A skipped
 * section is laid out as its stand-in size and not painted, so axe reads its text's colours against whatever lies under
 * the undrawn box (the footer's green, once the drawn content is taller than the stand-in) and reports contrast a
 * visitor never sees: a visitor's scroll draws it first.
 */
export const drawSkipped = (page: Page) =>
  page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('.below-fold'))
      element.style.contentVisibility = 'visible';
  });

/**
 * The page's serious and critical WCAG 2.1 A/AA violations (the journeys expect none), once the page is still. With
 * `within` (a modal's selector), only what a visitor can see and reach: a modal covering the page makes the rest inert
 * and hidden, and axe cannot paint-check text under it (it takes the colours of whatever lies beneath).
 */
export const serious = async (page: Page, { within }: { within?: string } = {}) => {
  await drawSkipped(page);
  await untilStill(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (within) builder.include(within);
  return (await builder.analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
};
