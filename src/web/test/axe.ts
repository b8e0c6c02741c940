import axe from 'axe-core';

/**
 * The serious and critical WCAG 2.1 A/AA violations inside `element`, as the journeys check whole pages
 * (tests/e2e/axe.ts). NOTE: jsdom lays nothing out, so colour contrast cannot be measured here: the journeys and the
 * screenshots cover it.
 */
export const seriousViolations = async (element: Element) => {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.html) }));
};
