import { useLanguage } from '#web/i18n/use-translation.ts';

const arabicLetter = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufefc]/;

/**
 * A publisher's title as published, mostly in English. On an Arabic page it is isolated (<bdi
 * dir="auto">) so its own direction and punctuation stay with it, and a title without Arabic
 * letters is marked lang="en", so a screen reader reads it with English rules rather than Arabic
 * ones (the Gulf sources we cite publish in English or Arabic: a Latin title is taken as English).
 */
export function PublicationTitle({ title }: { title: string }) {
  const language = useLanguage();
  if (language === 'en') return title;
  return (
    <bdi dir="auto" lang={arabicLetter.test(title) ? undefined : 'en'}>
      {title}
    </bdi>
  );
}
