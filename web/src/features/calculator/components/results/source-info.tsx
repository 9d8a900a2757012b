import { Info } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FigureSource } from '#core';
import { sourceText } from '#web/i18n/source-text.ts';
import { cn } from '#web/lib/cn.ts';
import { listSeparator, useWords } from './results-words.ts';

/**
 * The "where does this number come from" control every results line carries: a button that opens
 * the figure's explanation, its assumption if any, its date and its sources in a panel under it.
 * A disclosure rather than a tooltip, because it holds links and must work by touch and keyboard;
 * Escape closes it and returns focus to the button.
 */
export function SourceInfo({ figure, source, className }: { figure: string; source: FigureSource; className?: string }) {
  const { t } = useWords();
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
        aria-label={t('results.source.toggle', { figure })}
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
 * How far to move a panel sideways so that it stays `margin` px inside a viewport `width` px wide.
 * Measured and applied in physical pixels (getBoundingClientRect, translateX), so it holds whichever
 * side the panel opens towards: its end edge is aligned with the button's (`end-0`), which is the
 * right edge on English pages and the left edge on Arabic ones.
 */
export function viewportShift(rect: { left: number; right: number }, width: number, margin = 8): number {
  if (rect.left < margin) return margin - rect.left;
  if (rect.right > width - margin) return width - margin - rect.right;
  return 0;
}

/** Shifts the panel as it mounts (before paint) if it would overflow either edge of a phone screen. */
function keepInViewport(element: HTMLSpanElement | null) {
  if (!element) return;
  const shift = viewportShift(element.getBoundingClientRect(), document.documentElement.clientWidth);
  if (shift !== 0) element.style.transform = `translateX(${shift}px)`;
}

function SourcePanel({ id, figure, source: figureSource }: { id: string; figure: string; source: FigureSource }) {
  const { t, language } = useWords();
  const source = sourceText(figureSource, language, t);
  const { asOf } = source;
  return (
    <span
      ref={keepInViewport}
      id={id}
      role="group"
      aria-label={t('results.source.panel', { figure })}
      className="absolute end-0 top-full z-30 mt-1 block w-72 max-w-[calc(100vw-2.5rem)] rounded-xl border border-slate-200 bg-white p-3 text-start text-xs font-normal leading-relaxed whitespace-normal text-slate-800 shadow-lg"
      data-testid="source-panel"
    >
      <span className="block">{source.explanation}</span>
      {source.assumption ? (
        <span className="mt-1 block rounded-lg bg-amber-50 px-2 py-1 text-amber-950">
          <strong>{t('results.source.assumption')}</strong> {source.assumption}
        </span>
      ) : null}
      <span className="mt-1 block font-semibold" data-testid="source-as-of">
        {source.userEntry ? t('results.source.fromAnswers') : t('results.source.asOf', { date: asOf })}
      </span>
      {source.sources.length > 0 ? (
        <span className="mt-1 block">
          <span className="font-semibold">{t('results.source.heading', { count: source.sources.length })}</span>{' '}
          {source.sources.map((ref, i) => (
            <span key={`${ref.title}-${i}`}>
              {i > 0 ? listSeparator(language) : null}
              {ref.url ? (
                // Publications keep their own titles and language; on an Arabic page an English title reads left to right.
                <a href={ref.url} target="_blank" rel="noopener noreferrer" dir="auto" className="text-brand-800 underline">
                  {ref.title}
                </a>
              ) : (
                <span dir="auto">{ref.title}</span>
              )}{' '}
              <span className="text-slate-600">({ref.date === 'undated' ? t('results.source.undated') : ref.date})</span>
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}
