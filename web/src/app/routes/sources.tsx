import type { Route } from './+types/sources';
import { dataAsOf, figureSourceIn, sourcesPageCatalogue, type Language, type SourceCatalogueSection } from '#core';
import { SourcesPage, sourcesPageMeta } from '#web/features/content/index.ts';
import '#web/i18n/content-messages.ts';
import { languageOfLocation, languageOfRequest } from '../route-language.ts';
import { staticPageHandle } from '../static-pages.ts';

// Served as its HTML with the page script, without React in the browser (ADR 0011). /sources and
// /ar/sources.
export const handle = staticPageHandle;

// The catalogue, with the country rules, the cash up front and the contract years after the cost
// figures, is built here at build time and said in the page's language by the page: it receives it as
// data and ships none of the code that makes it.
export function loader({ request }: Route.LoaderArgs) {
  return { sections: withSourcesIn(sourcesPageCatalogue(), languageOfRequest(request)), dataDate: dataAsOf.asOfLabel };
}

/**
 * transitional (ADR 0020): a source still written as English sentences keeps its Arabic twin beside
 * the English object, and the page's data is a copy that would lose it, so each entry takes the
 * source in the page's language here. Sources that say messages are the same in both.
 */
function withSourcesIn(sections: readonly SourceCatalogueSection[], language: Language): SourceCatalogueSection[] {
  return sections.map((section) => ({
    ...section,
    groups: section.groups.map((group) => ({
      ...group,
      entries: group.entries.map((entry) => ({ ...entry, source: figureSourceIn(entry.source, language) })),
    })),
  }));
}

export function meta({ location }: Route.MetaArgs) {
  return sourcesPageMeta(languageOfLocation(location));
}

export default function Sources({ loaderData }: Route.ComponentProps) {
  return <SourcesPage sections={loaderData.sections} dataDate={loaderData.dataDate} />;
}
