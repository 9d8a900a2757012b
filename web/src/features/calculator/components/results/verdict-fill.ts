import type { VerdictState } from '#core';

/** The verdict colours of the results (verdict-card.tsx) as fills, dark enough to read on white. Kept apart from the chart so the legend does not load recharts. */
export const verdictFill: Record<VerdictState, string> = {
  comfortable: '#047857',
  managing: '#65a30d',
  surviving: '#d97706',
  'not-viable': '#b91c1c',
};
