import type { TipType } from '#content/schema.ts';
import type { MessageId } from '#web/i18n/i18n.ts';
import { pathIn } from '#web/i18n/languages.ts';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import { Icon, type IconName } from './icons.tsx';
import { RichText } from './rich-text.tsx';

const tipStyles: Record<TipType, { label: MessageId; box: string; icon: IconName; iconClass: string }> = {
  pro: { label: 'articleTip.pro', box: 'border-sky-200 bg-sky-50', icon: 'lightbulb', iconClass: 'text-sky-800' },
  warning: { label: 'articleTip.warning', box: 'border-amber-300 bg-amber-50', icon: 'alert', iconClass: 'text-amber-800' },
  success: { label: 'articleTip.success', box: 'border-emerald-200 bg-emerald-50', icon: 'circleCheck', iconClass: 'text-emerald-800' },
};

/** A section's tip box; a success tip also leads to the calculator (spec 001 section 2). */
export function TipBox({ type, title, contentHtml }: { type: TipType; title: string; contentHtml: string }) {
  const t = useT();
  const language = useLanguage();
  const style = tipStyles[type];
  const label = t(style.label);
  return (
    <aside aria-label={`${label}: ${title}`} className={cn('mt-6 rounded-2xl border p-5', style.box)}>
      <p className="flex items-start gap-2 font-bold text-ink">
        <Icon name={style.icon} className={cn('mt-0.5 h-5 w-5', style.iconClass)} />
        <span>
          <span className="sr-only">{label}: </span>
          {title}
        </span>
      </p>
      <RichText html={contentHtml} className="mt-2 leading-relaxed text-slate-800" />
      {type === 'success' ? (
        <a
          href={pathIn(language, '/')}
          className="mt-4 inline-flex min-h-11 items-center gap-1.5 rounded-xl bg-emerald-800 px-4 text-sm font-semibold text-white hover:bg-emerald-900"
        >
          {t('articleTip.tryCalculator')} <Icon name="arrowRight" className="rtl:-scale-x-100" />
        </a>
      ) : null}
    </aside>
  );
}
