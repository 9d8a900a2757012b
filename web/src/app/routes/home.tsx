import type { Route } from './+types/home';
import { addMessages } from '#web/i18n/i18n.ts';
import { addEnglishChrome } from '#web/i18n/site-catalogues/en.ts';
import { messages } from '#web/i18n/locales/en/calculator.json?lingui';
import { messages as privacy } from '../../../../core/src/privacy/locales/en.json?lingui';
import { scriptsAfterFirstPaintHandle } from '../after-first-paint.ts';
import { calculatorLoader, calculatorMeta, CalculatorRoute } from '../calculator-route.tsx';

// The calculator in English. Its words, what leaves the browser (core's privacy statements) and the
// chrome's come with this route module, so / does not load Arabic.
addMessages('en', messages);
addMessages('en', privacy);
addEnglishChrome();

// Its scripts are requested after the first paint (ADR 0016).
export const handle = scriptsAfterFirstPaintHandle;

export function loader() {
  return calculatorLoader('en');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return calculatorMeta('en', loaderData?.landingFacts);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <CalculatorRoute facts={loaderData.landingFacts} />;
}
