import { Copy, Download, TrendingUp } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { savingsRateThresholds, uaeBandLimit, type FigureSource, type NegotiationAsk, type SalaryPeriod } from '#core';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import type { Translate } from '#web/i18n/i18n.ts';
import type { ResultsModel } from '../../state/results-model.ts';
import { inPeriod } from './display-period.ts';
import { FigureRow } from './figure-row.tsx';
import { richText } from './rich-text.tsx';
import { amountPerPeriod, useWords } from './results-words.ts';
import { calculatedSource, useSummarySources } from './summary-sources.ts';

const rate = savingsRateThresholds.comfortable;

function briefSources(t: Translate) {
  return {
    target: calculatedSource(t('results.negotiation.sources.target', { divisor: (100 - rate) / 100, rate })),
    gap: calculatedSource(t('results.negotiation.sources.gap')),
    rise: calculatedSource(t('results.negotiation.sources.rise')),
    together: calculatedSource(t('results.negotiation.sources.together')),
  } as const;
}

/**
 * "What to ask for": below Comfortable, the package that keeps 20%, the gap, the
 * allowances that close it with the model's figure and source, and the one basic-salary rise that
 * does instead; the brief to copy as text or download as a one-page PDF. Nothing when Comfortable.
 */
export function NegotiationBriefPanel({ model, period }: { model: ResultsModel; period: SalaryPeriod }) {
  const words = useWords();
  const { t, money: format } = words;
  const summarySources = useSummarySources();
  const plainSources = useMemo(() => briefSources(t), [t]);
  const { input, evaluation, brief } = model;
  if (!brief) return null;
  // Bahrain's 1% follows the package, so the target is more than costs ÷ 0.8: its sources say so.
  const payCharge = evaluation.targetPayChargeRise > 0 ? ` ${t('results.negotiation.sources.payCharge')}` : '';
  const withPayCharge = (source: FigureSource) => (payCharge ? { ...source, explanation: source.explanation + payCharge } : source);
  const summary = { ...summarySources, recommended: withPayCharge(summarySources.recommended) };
  const sources = { ...plainSources, target: withPayCharge(plainSources.target) };
  const country = input.location.country;
  const money = (monthly: number) => format(inPeriod(monthly, period), country);
  const perPeriod = (monthly: number) => amountPerPeriod(words, monthly, period, country);
  const debts = evaluation.debts > 0;
  const { basicRise } = brief;
  // A rise taking the basic past the UAE's band limit pays the dearer job-loss premium as well.
  const bandExtra = basicRise.monthly - brief.gap;
  const riseSource =
    bandExtra > 0
      ? calculatedSource(t('results.negotiation.sources.riseBand', { extra: money(bandExtra), limit: format(uaeBandLimit, country) }))
      : sources.rise;
  const years = evaluation.decoded.years;
  return (
    <section
      aria-labelledby="negotiation-heading"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
      data-testid="negotiation-brief"
    >
      <div className="flex gap-3">
        <TrendingUp aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-800 rtl:-scale-x-100" />
        <div>
          <h2 id="negotiation-heading" className="text-xl font-bold text-ink">
            {t('results.negotiation.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-800">
            {t(debts ? 'results.negotiation.introWithDebts' : 'results.negotiation.intro', { rate })}
          </p>
        </div>
      </div>

      <dl className="mt-4 grid gap-2 rounded-xl bg-white p-4 text-sm">
        <FigureRow
          label={t('results.negotiation.recommended')}
          figure={t('results.negotiation.recommended')}
          source={summary.recommended}
          testId="recommended-package"
          strong={!debts}
        >
          {debts ? (
            perPeriod(evaluation.recommendedMinimumPackage)
          ) : (
            <span data-testid="negotiation-target">{perPeriod(brief.targetPackage)}</span>
          )}
        </FigureRow>
        {debts ? (
          <FigureRow
            label={t('results.negotiation.withDebts')}
            figure={t('results.negotiation.withDebtsFigure')}
            source={sources.target}
            testId="negotiation-target"
            strong
          >
            {perPeriod(brief.targetPackage)}
          </FigureRow>
        ) : null}
        <FigureRow
          label={t('results.negotiation.short')}
          figure={t('results.negotiation.gapFigure')}
          source={sources.gap}
          testId="negotiation-gap"
          className="border-t border-slate-100 pt-2"
        >
          {perPeriod(brief.gap)}
        </FigureRow>
      </dl>

      {brief.asks.length > 0 ? (
        <>
          <h3 className="mt-5 text-sm font-bold uppercase tracking-wide text-slate-700">{t('results.negotiation.asksHeading')}</h3>
          <ul className="mt-2 grid gap-2">
            {brief.asks.map((ask) => (
              <AskItem key={ask.key} ask={ask} money={money} perPeriod={perPeriod} period={period} />
            ))}
          </ul>
          <dl className="mt-3 grid gap-2 rounded-xl bg-white p-4 text-sm">
            <FigureRow
              label={t('results.negotiation.asksTotal')}
              figure={t('results.negotiation.asksTotal')}
              source={sources.together}
              testId="asks-total"
              strong
            >
              {perPeriod(brief.asksTotal)}
            </FigureRow>
          </dl>
          <p
            className={
              brief.covers
                ? 'mt-2 rounded-xl border border-emerald-300 bg-white p-3 text-sm text-emerald-950'
                : 'mt-2 rounded-xl border border-amber-300 bg-white p-3 text-sm text-amber-950'
            }
            data-testid="negotiation-coverage"
          >
            {brief.covers
              ? t('results.negotiation.covers', { gap: money(brief.gap), period })
              : richText(
                  t,
                  'results.negotiation.partly',
                  { asksTotal: money(brief.asksTotal), gap: money(brief.gap), period },
                  { remainder: <strong data-testid="negotiation-remainder">{money(brief.remainder)}</strong> },
                )}
          </p>
        </>
      ) : (
        <p className="mt-4 rounded-xl bg-white p-3 text-sm text-slate-800">{t('results.negotiation.noAsks')}</p>
      )}

      <h3 className="mt-5 text-sm font-bold uppercase tracking-wide text-slate-700">
        {t(brief.asks.length > 0 ? 'results.negotiation.orBasic' : 'results.negotiation.basic')}
      </h3>
      <dl className="mt-2 grid gap-2 rounded-xl bg-white p-4 text-sm">
        <FigureRow
          label={t('results.negotiation.basicToAsk')}
          figure={t('results.negotiation.basicWithRise')}
          source={evaluation.decoded.basic.source}
          testId="basic-rise-new-basic"
          strong
        >
          {perPeriod(basicRise.newBasic)}
        </FigureRow>
        <FigureRow
          label={t('results.negotiation.rise')}
          figure={t('results.negotiation.riseFigure')}
          source={riseSource}
          testId="basic-rise"
        >
          {perPeriod(basicRise.monthly)}
        </FigureRow>
        {basicRise.gratuityIncrease > 0 ? (
          <FigureRow
            label={t('results.negotiation.riseGratuity', { years })}
            figure={t('results.negotiation.riseGratuityFigure')}
            source={basicRise.gratuity.source}
            testId="basic-rise-gratuity"
          >
            {format(basicRise.gratuityIncrease, country)}
          </FigureRow>
        ) : null}
      </dl>
      <p className="mt-2 text-sm text-slate-800">
        {t('results.negotiation.riseCloses', { amount: money(basicRise.monthly), period })}{' '}
        {basicRise.gratuityIncrease > 0
          ? t('results.negotiation.riseGrows', { amount: format(basicRise.gratuity.amount, country) })
          : t('results.negotiation.riseNothing', { years })}
      </p>

      <BriefActions text={brief.lines.map((line) => t(line)).join('\n')} model={model} period={period} />
    </section>
  );
}

function AskItem({
  ask,
  money,
  perPeriod,
  period,
}: {
  ask: NegotiationAsk;
  money: (monthly: number) => string;
  perPeriod: (monthly: number) => string;
  period: SalaryPeriod;
}) {
  const { t } = useWords();
  return (
    <li className="rounded-xl bg-white p-4 text-sm" data-testid="negotiation-ask" data-key={ask.key}>
      <dl>
        <FigureRow label={t(ask.title)} figure={t(ask.title)} source={ask.source} testId={`ask-${ask.key}`} strong>
          {perPeriod(ask.monthly)}
        </FigureRow>
      </dl>
      {ask.offered > 0 ? (
        <p className="mt-1 font-semibold text-ink" data-testid={`ask-${ask.key}-in-all`}>
          {t('results.negotiation.inAll', { total: money(ask.offered + ask.monthly), offered: money(ask.offered), period })}
        </p>
      ) : null}
      <p className="mt-1 text-slate-700">{t(ask.detail)}</p>
    </li>
  );
}

/** Copy the brief as text (a selectable copy when the clipboard is refused) or download it as a PDF. */
function BriefActions({ text, model, period }: { text: string; model: ResultsModel; period: SalaryPeriod }) {
  const { t, language } = useWords();
  const [fallback, setFallback] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!fallback) return;
    textarea.current?.focus();
    textarea.current?.select();
  }, [fallback]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      toast({ title: t('results.negotiation.copied'), description: t('results.negotiation.copiedHint'), variant: 'success' });
    } catch {
      if (fallback) {
        textarea.current?.focus();
        textarea.current?.select();
      }
      setFallback(true);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      const { downloadNegotiationBrief } = await import('../../report/negotiation-brief-pdf.ts');
      await downloadNegotiationBrief(model, period, language);
    } catch {
      toast({ title: t('results.negotiation.failed'), description: t('results.negotiation.failedHint'), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mt-5 border-t border-brand-200 pt-4">
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()} className="w-full sm:w-auto">
          <Copy aria-hidden="true" className="h-4 w-4" /> {t('results.negotiation.copy')}
        </Button>
        <Button onClick={() => void download()} disabled={downloading} className="w-full sm:w-auto">
          <Download aria-hidden="true" className="h-4 w-4" />{' '}
          {t(downloading ? 'results.negotiation.preparing' : 'results.negotiation.download')}
        </Button>
      </div>
      {fallback ? (
        <div className="mt-4">
          <label htmlFor="negotiation-brief-text" className="block text-sm font-semibold text-ink">
            {t('results.negotiation.fallback')}
          </label>
          <textarea
            id="negotiation-brief-text"
            ref={textarea}
            readOnly
            value={text}
            dir="auto"
            rows={Math.min(14, text.split('\n').length + 2)}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-2 w-full rounded-xl border border-slate-300 bg-white p-3 text-sm leading-relaxed text-ink"
            data-testid="negotiation-brief-text"
          />
        </div>
      ) : null}
    </div>
  );
}
