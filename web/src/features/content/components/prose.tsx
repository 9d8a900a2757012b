import { cn } from '#web/lib/cn.ts';

/** Plain text with blank lines between paragraphs, rendered as paragraphs (never as HTML). */
export function Prose({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className={cn('leading-relaxed text-slate-800', index > 0 && 'mt-3', className)}>
            {paragraph}
          </p>
        ))}
    </>
  );
}
