// The accessibility rules every axe check in the journeys runs: WCAG 2.0-2.2, levels A and AA.
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
