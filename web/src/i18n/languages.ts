// The site's two languages: English at the root, Arabic under /ar/. One place knows the
// mapping between a page's path in one language and the other, for the language switch, hreflang
// and the sitemap.

import type { Language } from '#core';

export type { Language };
export const languages = ['en', 'ar'] as const satisfies readonly Language[];

/** The prefix of the Arabic pages. */
const arabicPrefix = '/ar';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ar';
}

/** The language of a path: /ar and everything under /ar/ is Arabic. */
export function languageOfPath(pathname: string): Language {
  return pathname === arabicPrefix || pathname.startsWith(`${arabicPrefix}/`) ? 'ar' : 'en';
}

/** The path without its language prefix: /ar/faq -> /faq, /ar -> /. */
export function unprefixedPath(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  return pathname.slice(arabicPrefix.length) || '/';
}

/** The same page in a language: ('/faq', 'ar') -> /ar/faq, ('/', 'ar') -> /ar, ('/ar/faq', 'en') -> /faq. */
export function pathIn(language: Language, pathname: string): string {
  const base = unprefixedPath(pathname);
  if (language === 'en') return base;
  return base === '/' ? arabicPrefix : `${arabicPrefix}${base}`;
}

/** Pages written in English only: blog articles (the Arabic blog list links to them) and the operator area. */
function isEnglishOnly(path: string): boolean {
  return /^\/blog\/[^/]+/.test(path) || path === '/admin' || path.startsWith('/admin/');
}

/** Where a link to an English path goes from a page in `language`: the same page in it, when it exists. */
export function localizedPath(language: Language, path: string): string {
  return isEnglishOnly(unprefixedPath(path)) ? unprefixedPath(path) : pathIn(language, path);
}

/**
 * What the language switch on `pathname` leads to: the same page in the other language, or for an
 * English-only article the Arabic blog list that links to it.
 */
export function switchTarget(language: Language, pathname: string): string {
  const base = unprefixedPath(pathname);
  if (language === 'ar' && /^\/blog\/[^/]+/.test(base)) return pathIn('ar', '/blog');
  return pathIn(language, base);
}

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** What each language calls itself, for the switch (shown in its own language and script). */
export const languageNames: Readonly<Record<Language, string>> = { en: 'English', ar: 'العربية' };

/** The switch's short form on a phone. */
export const shortLanguageNames: Readonly<Record<Language, string>> = { en: 'EN', ar: 'عربي' };

/** The Open Graph locale of each language's pages. */
export const openGraphLocales: Readonly<Record<Language, string>> = { en: 'en_GB', ar: 'ar_AE' };
