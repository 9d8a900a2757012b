import type { Route } from './+types/home-ar';
import { addMessages } from '#web/i18n/i18n.ts';
import { addArabicChrome } from '#web/i18n/site-catalogues/ar.ts';
import { messages } from '#web/i18n/locales/ar/calculator.json?lingui';
import { messages as privacy } from '../../../../core/src/privacy/locales/ar.json?lingui';
import { scriptsAfterFirstPaintHandle } from '../after-first-paint.ts';
import { calculatorLoader, calculatorMeta, CalculatorRoute } from '../calculator-route.tsx';

// The calculator in Arabic (/ar). Its words, core's privacy statements and the chrome's come with this
// route module, so /ar does not load the English ones; the answers are the same browser's
// (persistence.ts), whichever language.
addMessages('ar', messages);
addMessages('ar', privacy);
addArabicChrome();

// Its scripts are requested after the first paint (ADR 0016).
export const handle = scriptsAfterFirstPaintHandle;

export function loader() {
  return calculatorLoader('ar');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return calculatorMeta('ar', loaderData?.landingFacts);
}

export default function HomeArabic({ loaderData }: Route.ComponentProps) {
  return <CalculatorRoute facts={loaderData.landingFacts} />;
}
