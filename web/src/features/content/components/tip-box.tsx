import type { TipType } from '#content/schema.ts';
import { cn } from '#web/lib/cn.ts';
import { Icon, type IconName } from './icons.tsx';
import { RichText } from './rich-text.tsx';

const tipStyles: Record<TipType, { label: string; box: string; icon: IconName; iconClass: string }> = {
  pro: { label: 'Pro tip', box: 'border-sky-200 bg-sky-50', icon: 'lightbulb', iconClass: 'text-sky-800' },
  warning: { label: 'Warning', box: 'border-amber-300 bg-amber-50', icon: 'alert', iconClass: 'text-amber-800' },
  success: { label: 'Good to know', box: 'border-emerald-200 bg-emerald-50', icon: 'circleCheck', iconClass: 'text-emerald-800' },
};

/** A section's tip box; a success tip also leads to the calculator (spec 001 section 2). */
export function TipBox({ type, title, contentHtml }: { type: TipType; title: string; contentHtml: string }) {
  const style = tipStyles[type];
  return (
    <aside aria-label={`${style.label}: ${title}`} className={cn('mt-6 rounded-2xl border p-5', style.box)}>
      <p className="flex items-start gap-2 font-bold text-ink">
        <Icon name={style.icon} className={cn('mt-0.5 h-5 w-5', style.iconClass)} />
        <span>
          <span className="sr-only">{style.label}: </span>
          {title}
        </span>
      </p>
      <RichText html={contentHtml} className="mt-2 leading-relaxed text-slate-800" />
      {type === 'success' ? (
        <a
          href="/"
          className="mt-4 inline-flex min-h-11 items-center gap-1.5 rounded-xl bg-emerald-800 px-4 text-sm font-semibold text-white hover:bg-emerald-900"
        >
          Try the Calculator <Icon name="arrowRight" />
        </a>
      ) : null}
    </aside>
  );
}
