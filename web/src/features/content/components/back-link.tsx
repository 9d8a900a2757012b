import { localizedPath } from '#web/i18n/languages.ts';
import { useLanguage } from '#web/i18n/use-translation.ts';
import { Icon } from './icons.tsx';

/**
 * "Back to Calculator" / "Back to Blog": a plain link styled as a quiet button, to the page in the
 * language of the page it is on (`to` is the English path). The arrow points back: right in Arabic.
 */
export function BackLink({ to, children }: { to: string; children: string }) {
  const language = useLanguage();
  return (
    <a
      href={localizedPath(language, to)}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl px-1 text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline"
    >
      <Icon name="arrowLeft" className="rtl:-scale-x-100" />
      {children}
    </a>
  );
}
