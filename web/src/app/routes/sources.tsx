import type { Route } from './+types/sources';
import { cashAndRenewalSourceSections, dataAsOf, ruleSourceSections, sourceCatalogue } from '#core';
import { SourcesPage, sourcesPageMeta } from '#web/features/content/index.ts';
import { staticPageHandle } from '../static-pages.ts';

// Served as its HTML with the page script, without React in the browser (ADR 0011).
export const handle = staticPageHandle;

// The catalogue, with the country rules, the cash up front and the contract years after the cost
// figures, is built here at build time: the page receives it as data and ships none of the code that
// makes it.
export function loader() {
  return { sections: sourceCatalogue([...ruleSourceSections(), ...cashAndRenewalSourceSections()]), dataDate: dataAsOf.asOfLabel };
}

export function meta() {
  return sourcesPageMeta();
}

export default function Sources({ loaderData }: Route.ComponentProps) {
  return <SourcesPage sections={loaderData.sections} dataDate={loaderData.dataDate} />;
}
