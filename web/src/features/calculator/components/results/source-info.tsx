import { Info } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FigureSource } from '#core';
import { cn } from '#web/lib/cn.ts';

/**
 * The "where does this number come from" control every results line carries: a button that opens
 * the figure's explanation, its assumption if any, its date and its sources in a panel under it.
 * A disclosure rather than a tooltip, because it holds links and must work by touch and keyboard;
 * Escape closes it and returns focus to the button.
 */
export function SourceInfo({ figure, source, className }: { figure: string; source: FigureSource; className?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <span className={cn('relative inline-flex', className)}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Where "${figure}" comes from`}
        onClick={() => setOpen(!open)}
        className={cn(
          'inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-brand-800',
          open && 'bg-brand-50 text-brand-800',
        )}
        data-testid="source-toggle"
      >
        <Info aria-hidden="true" className="h-4 w-4" />
      </button>
      {open ? <SourcePanel id={panelId} figure={figure} source={source} /> : <span id={panelId} hidden />}
    </span>
  );
}

/**
 * Keeps the panel inside the viewport: it opens under its button, right-aligned, and is shifted
 * sideways as it mounts (before paint) if it would overflow either edge of a phone screen.
 */
function keepInViewport(element: HTMLSpanElement | null) {
  if (!element) return;
  const rect = element.getBoundingClientRect();
  const margin = 8;
  const right = document.documentElement.clientWidth - margin;
  const shift = rect.left < margin ? margin - rect.left : rect.right > right ? right - rect.right : 0;
  if (shift !== 0) element.style.transform = `translateX(${shift}px)`;
}

function SourcePanel({ id, figure, source }: { id: string; figure: string; source: FigureSource }) {
  return (
    <span
      ref={keepInViewport}
      id={id}
      role="group"
      aria-label={`Source of ${figure}`}
      className="absolute right-0 top-full z-30 mt-1 block w-72 max-w-[calc(100vw-2.5rem)] rounded-xl border border-slate-200 bg-white p-3 text-left text-xs font-normal leading-relaxed whitespace-normal text-slate-800 shadow-lg"
      data-testid="source-panel"
    >
      <span className="block">{source.explanation}</span>
      {source.assumption ? (
        <span className="mt-1 block rounded-lg bg-amber-50 px-2 py-1 text-amber-950">
          <strong>Assumption:</strong> {source.assumption}
        </span>
      ) : null}
      <span className="mt-1 block font-semibold" data-testid="source-as-of">
        {source.userEntry ? 'From your answers' : `As of ${source.asOf}`}
      </span>
      {source.sources.length > 0 ? (
        <span className="mt-1 block">
          <span className="font-semibold">{source.sources.length === 1 ? 'Source: ' : 'Sources: '}</span>
          {source.sources.map((ref, i) => (
            <span key={`${ref.title}-${i}`}>
              {i > 0 ? '; ' : null}
              {ref.url ? (
                <a href={ref.url} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
                  {ref.title}
                </a>
              ) : (
                ref.title
              )}{' '}
              <span className="text-slate-600">({ref.date})</span>
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}
