import type { ArticleCategory } from '#content/schema.ts';
import type { MessageId } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-translation.ts';
import { cn } from '#web/lib/cn.ts';

const categoryMessages: Readonly<Record<ArticleCategory, MessageId>> = {
  'Cost of Living': 'blogCategory.costOfLiving',
  Salaries: 'blogCategory.salaries',
  Lifestyle: 'blogCategory.lifestyle',
  Healthcare: 'blogCategory.healthcare',
  Education: 'blogCategory.education',
  Transportation: 'blogCategory.transportation',
  Relocation: 'blogCategory.relocation',
  Banking: 'blogCategory.banking',
  'Visa & Immigration': 'blogCategory.visaImmigration',
};

/** An article's category, named in the page's language (the Arabic blog list names it in Arabic). */
export function CategoryBadge({ category, className }: { category: ArticleCategory; className?: string }) {
  const t = useT();
  return (
    <span className={cn('inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900', className)}>
      {t(categoryMessages[category])}
    </span>
  );
}
