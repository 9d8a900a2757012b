// The language of a route's page: its path says it (/ar/... is Arabic). One route module serves both
// languages of a content page (routes.ts gives the Arabic copy its own id), so loaders and meta read
// the language here rather than from the module.
import { languageOfPath, type Language } from '#web/i18n/languages.ts';

export function languageOfRequest(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

export function languageOfLocation(location: { pathname: string }): Language {
  return languageOfPath(location.pathname);
}
