// The tip catalogue, in the order tips of one priority are shown. Figures quoted in tips are
// editorial content, dated October 2025; amounts computed from the offer are money values in its
// currency. Each tip's words are messages of locales/en.json and ar.json.
import { countryTips } from './country-tips.ts';
import { housingTips } from './housing-tips.ts';
import { negotiationTips } from './negotiation-tips.ts';
import { moveCashTip, savingsTips } from './savings-tips.ts';
import { schoolTips } from './school-tips.ts';
import type { TipDefinition } from './tip-context.ts';
import { healthTips, transportTips } from './transport-and-health-tips.ts';

export const tipCatalogue: readonly TipDefinition[] = [
  ...negotiationTips,
  ...savingsTips,
  ...housingTips,
  moveCashTip,
  ...schoolTips,
  ...transportTips,
  ...healthTips,
  ...countryTips,
];
