// Blog articles are written in English only: a page in another language links to the
// English article and says so to browsers, screen readers and search engines. English pages get no
// extra attributes.
import type { Language } from '#web/i18n/languages.ts';

/** On a link to an article: the language of the page it leads to. */
export function articleLinkProps(language: Language): { hrefLang?: 'en' } {
  return language === 'en' ? {} : { hrefLang: 'en' };
}

/** On an article's title or excerpt: English, read left to right inside a right-to-left page. */
export function articleTextProps(language: Language): { lang?: 'en'; dir?: 'ltr' } {
  return language === 'en' ? {} : { lang: 'en', dir: 'ltr' };
}
