// "Copy link": the scenario's link, made in the browser and put on the clipboard. Nothing is sent:
// the scenario travels in the fragment of the link itself.
import type { CalculatorState } from '../state/calculator-state.ts';
import { scenarioFragment } from './scenario-link.ts';

export interface CopiedLink {
  url: string;
  /** False when the browser refused the clipboard: the caller shows the link to copy by hand. */
  copied: boolean;
}

export async function copyScenarioLink(state: CalculatorState): Promise<CopiedLink> {
  const url = `${window.location.origin}/${await scenarioFragment(state)}`;
  try {
    await navigator.clipboard.writeText(url);
    return { url, copied: true };
  } catch {
    return { url, copied: false };
  }
}
