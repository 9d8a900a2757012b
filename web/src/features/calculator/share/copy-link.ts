// "Copy link": the scenario's link, made in the browser and put on the clipboard. Nothing is sent:
// the scenario travels in the fragment of the link itself.
import { pathIn, type Language } from '#web/i18n/languages.ts';
import type { CalculatorState } from '../state/calculator-state.ts';
import { scenarioFragment } from './scenario-link.ts';

export interface CopiedLink {
  url: string;
  /** False when the browser refused the clipboard: the caller shows the link to copy by hand. */
  copied: boolean;
}

/** The calculator's page in a language with the scenario's fragment: `/#s=1.…`, or `/ar#s=1.…` in Arabic. */
export async function scenarioUrl(state: CalculatorState, language: Language, origin: string): Promise<string> {
  return `${origin}${pathIn(language, '/')}${await scenarioFragment(state)}`;
}

export async function copyScenarioLink(state: CalculatorState, language: Language): Promise<CopiedLink> {
  const url = await scenarioUrl(state, language, window.location.origin);
  try {
    await navigator.clipboard.writeText(url);
    return { url, copied: true };
  } catch {
    return { url, copied: false };
  }
}
