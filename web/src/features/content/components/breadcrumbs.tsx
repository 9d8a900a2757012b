import { useT } from '#web/i18n/use-translation.ts';
import { Icon } from './icons.tsx';

export interface Crumb {
  name: string;
  /** The page's path in the trail's language (/ar/... on an Arabic page). */
  path: string;
}

/** The visible trail; the same items go into the page's BreadcrumbList JSON-LD. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('contentPage.breadcrumbLabel')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={item.path} className="flex min-w-0 items-center gap-1">
              {isLast ? (
                <span aria-current="page" className="line-clamp-1 font-medium text-ink">
                  {item.name}
                </span>
              ) : (
                <>
                  <a href={item.path} className="rounded py-2 text-brand-800 hover:underline">
                    {item.name}
                  </a>
                  <Icon name="chevronRight" className="rtl:-scale-x-100" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
