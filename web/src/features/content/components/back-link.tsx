import { Icon } from './icons.tsx';

/** "Back to Calculator" / "Back to Blog": a plain link styled as a quiet button. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <a
      href={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl px-1 text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline"
    >
      <Icon name="arrowLeft" />
      {children}
    </a>
  );
}
