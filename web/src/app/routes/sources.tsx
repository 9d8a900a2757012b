import type { Route } from './+types/sources';
import { dataAsOf, sourcesPageCatalogue } from '#core';
import { SourcesPage, sourcesPageMeta } from '#web/features/content/index.ts';
import '#web/i18n/content-messages.ts';
import { languageOfLocation } from '../route-language.ts';
import { staticPageHandle } from '../static-pages.ts';

// Served as its HTML with the page script, without React in the browser (ADR 0011). /sources and
// /ar/sources (issue 13).
export const handle = staticPageHandle;

// The catalogue, with the country rules, the cash up front and the contract years after the cost
// figures, is built here at build time and said in the page's language by the page: it receives it as
// data and ships none of the code that makes it.
export function loader() {
  return { sections: sourcesPageCatalogue(), dataDate: dataAsOf.asOfLabel };
}

export function meta({ location }: Route.MetaArgs) {
  return sourcesPageMeta(languageOfLocation(location));
}

export default function Sources({ loaderData }: Route.ComponentProps) {
  return <SourcesPage sections={loaderData.sections} dataDate={loaderData.dataDate} />;
}
