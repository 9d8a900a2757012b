import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { languageNames, shortLanguageNames, switchTarget } from '#web/i18n/languages.ts';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';

/**
 * The same page in the other language. An ordinary page load, so the other language's
 * document (its `lang`, `dir`, words and metadata) comes whole from the server or the service
 * worker. The calculator keeps its answers and step in this browser (persistence.ts), so they are
 * there on the other side.
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const t = useT();
  const { pathname } = useLocation();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <a
      href={switchTarget(other, pathname)}
      hrefLang={other}
      title={t('language.switchTo', { language: languageNames[other] })}
      className="inline-flex items-center gap-1 rounded px-1 text-slate-700 hover:text-brand-800"
    >
      <Languages aria-hidden="true" className="h-4 w-4" />
      {/* On a phone the short form keeps the header on one line; the full name is what is read out. */}
      <span aria-hidden="true" lang={other} className="sm:hidden">
        {shortLanguageNames[other]}
      </span>
      <span lang={other} className="sr-only sm:not-sr-only">
        {languageNames[other]}
      </span>
    </a>
  );
}
