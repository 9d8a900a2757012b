import { cn } from '#web/lib/cn.ts';

export function CategoryBadge({ children, className }: { children: string; className?: string }) {
  return (
    <span className={cn('inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-900', className)}>
      {children}
    </span>
  );
}
