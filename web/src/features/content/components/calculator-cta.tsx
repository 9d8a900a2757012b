import { useId } from 'react';
import { pathIn } from '#web/i18n/languages.ts';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { cn } from '#web/lib/cn.ts';

interface CalculatorCtaProps {
  title: string;
  text: string;
  action: string;
  /** Country names shown as chips, e.g. the article's countries. */
  countries?: readonly string[];
  className?: string;
}

/** A call to action leading to the calculator: / or /ar, in the page's language. */
export function CalculatorCta({ title, text, action, countries, className }: CalculatorCtaProps) {
  const headingId = useId();
  const t = useT();
  const language = useLanguage();
  return (
    <section aria-labelledby={headingId} className={cn('rounded-2xl bg-brand-800 p-6 text-white shadow-sm sm:p-8', className)}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-xl font-bold sm:text-2xl">
            {title}
          </h2>
          <p className="mt-2 text-brand-50">{text}</p>
          {countries && countries.length > 0 ? (
            <ul aria-label={t('contentPage.countriesCovered')} className="mt-4 flex flex-wrap gap-2">
              {countries.map((country) => (
                <li key={country} className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
                  {country}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <a
          href={pathIn(language, '/')}
          className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-xl bg-white px-6 text-base font-semibold text-brand-900 shadow hover:bg-brand-50"
        >
          {action}
        </a>
      </div>
    </section>
  );
}
