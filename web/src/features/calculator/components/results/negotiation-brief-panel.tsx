import { Copy, Download, TrendingUp } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  dataAsOf,
  formatMoney,
  negotiationBrief,
  savingsRateThresholds,
  type FigureSource,
  type NegotiationAsk,
  type SalaryPeriod,
} from '#core';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import type { ResultsModel } from '../../state/results-model.ts';
import { inPeriod, perPeriod } from './display-period.ts';
import { FigureRow } from './figure-row.tsx';
import { summarySources } from './summary-sources.ts';

const calculated = (explanation: string): FigureSource => ({ explanation, sources: [], asOf: dataAsOf.asOfLabel });
const rate = savingsRateThresholds.comfortable;

const briefSources = {
  target: calculated(
    `Your expenses plus your debt payments, divided by ${(100 - rate) / 100}: the package that leaves ${rate}% of it after both.`,
  ),
  gap: calculated('The package to aim for minus the package offered, rounded up to a whole unit.'),
  rise: calculated('The whole gap: basic pay is part of the package, so a rise in it raises the package by as much.'),
  together: calculated('The sum of the asks above: what the offer leaves you to pay for each of them.'),
} as const;

/**
 * "What to ask for" (issue 11): below Comfortable, the package that keeps 20%, the gap, the
 * allowances that close it with the model's figure and source, and the one basic-salary rise that
 * does instead; the brief to copy as text or download as a one-page PDF. Nothing when Comfortable.
 */
export function NegotiationBriefPanel({ model, period }: { model: ResultsModel; period: SalaryPeriod }) {
  const { input, evaluation, expenses } = model;
  const brief = useMemo(() => negotiationBrief(input, evaluation, expenses), [input, evaluation, expenses]);
  if (!brief) return null;
  const country = input.location.country;
  const money = (monthly: number) => formatMoney(inPeriod(monthly, period), country);
  const per = perPeriod(period);
  const debts = evaluation.debts > 0;
  const { basicRise } = brief;
  const years = evaluation.decoded.years;
  return (
    <section
      aria-labelledby="negotiation-heading"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
      data-testid="negotiation-brief"
    >
      <div className="flex gap-3">
        <TrendingUp aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-800" />
        <div>
          <h2 id="negotiation-heading" className="text-xl font-bold text-ink">
            What to ask for
          </h2>
          <p className="mt-1 text-sm text-slate-800">
            To keep {rate}% of your pay after your estimated living costs{debts ? ' and your debt payments' : ''}, the package needs to
            reach the figure below. Each ask is the cost the offer leaves to you, from the figures on this screen.
          </p>
        </div>
      </div>

      <dl className="mt-4 grid gap-2 rounded-xl bg-white p-4 text-sm">
        <FigureRow
          label="Recommended minimum package"
          figure="Recommended minimum package"
          source={summarySources.recommended}
          testId="recommended-package"
          strong={!debts}
        >
          {debts ? (
            `${money(evaluation.recommendedMinimumPackage)} ${per}`
          ) : (
            <span data-testid="negotiation-target">
              {money(brief.targetPackage)} {per}
            </span>
          )}
        </FigureRow>
        {debts ? (
          <FigureRow
            label="With your debt payments included"
            figure="Package with your debt payments"
            source={briefSources.target}
            testId="negotiation-target"
            strong
          >
            {money(brief.targetPackage)} {per}
          </FigureRow>
        ) : null}
        <FigureRow
          label="Your offer is short by"
          figure="Gap to the recommended package"
          source={briefSources.gap}
          testId="negotiation-gap"
          className="border-t border-slate-100 pt-2"
        >
          {money(brief.gap)} {per}
        </FigureRow>
      </dl>

      {brief.asks.length > 0 ? (
        <>
          <h3 className="mt-5 text-sm font-bold uppercase tracking-wide text-slate-700">Allowances to ask for</h3>
          <ul className="mt-2 grid gap-2">
            {brief.asks.map((ask) => (
              <AskItem key={ask.key} ask={ask} money={money} per={per} />
            ))}
          </ul>
          <dl className="mt-3 grid gap-2 rounded-xl bg-white p-4 text-sm">
            <FigureRow label="The asks together" figure="The asks together" source={briefSources.together} testId="asks-total" strong>
              {money(brief.asksTotal)} {per}
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
            {brief.covers ? (
              <>
                Enough to close the gap: any mix of them that adds up to {money(brief.gap)} {per} does it, paid as cash or given in kind (a
                company car, the employer&apos;s family cover).
              </>
            ) : (
              <>
                Together they close {money(brief.asksTotal)} of the {money(brief.gap)} gap; the other{' '}
                <strong data-testid="negotiation-remainder">{money(brief.remainder)}</strong> {per} would need a higher salary.
              </>
            )}
          </p>
        </>
      ) : (
        <p className="mt-4 rounded-xl bg-white p-3 text-sm text-slate-800">
          The offer already pays for your home, schooling, a car, flights and health cover as far as they apply to you, so the gap is one
          for the salary.
        </p>
      )}

      <h3 className="mt-5 text-sm font-bold uppercase tracking-wide text-slate-700">
        {brief.asks.length > 0 ? 'Or instead: a higher basic salary' : 'A higher basic salary'}
      </h3>
      <dl className="mt-2 grid gap-2 rounded-xl bg-white p-4 text-sm">
        <FigureRow
          label="Basic salary to ask for"
          figure="Basic salary with the rise"
          source={evaluation.decoded.basic.source}
          testId="basic-rise-new-basic"
          strong
        >
          {money(basicRise.newBasic)} {per}
        </FigureRow>
        <FigureRow label="The rise" figure="Rise in basic salary" source={briefSources.rise} testId="basic-rise">
          {money(basicRise.monthly)} {per}
        </FigureRow>
        {basicRise.gratuityIncrease > 0 ? (
          <FigureRow
            label={`Added to your end-of-service benefit after ${years} ${years === 1 ? 'year' : 'years'}`}
            figure="End-of-service benefit with the rise"
            source={basicRise.gratuity.source}
            testId="basic-rise-gratuity"
          >
            {formatMoney(basicRise.gratuityIncrease, country)}
          </FigureRow>
        ) : null}
      </dl>
      <p className="mt-2 text-sm text-slate-800">
        One rise in basic pay of {money(basicRise.monthly)} {per} closes the whole gap on its own.{' '}
        {basicRise.gratuityIncrease > 0
          ? `The end-of-service benefit is counted on it, so the lump sum at the end of the contract grows too, to ${formatMoney(basicRise.gratuity.amount, country)}.`
          : `It adds nothing to the end-of-service benefit over a ${years}-year contract.`}
      </p>

      <BriefActions text={brief.text} model={model} period={period} />
    </section>
  );
}

function AskItem({ ask, money, per }: { ask: NegotiationAsk; money: (monthly: number) => string; per: string }) {
  return (
    <li className="rounded-xl bg-white p-4 text-sm" data-testid="negotiation-ask" data-key={ask.key}>
      <dl>
        <FigureRow label={ask.title} figure={ask.title} source={ask.source} testId={`ask-${ask.key}`} strong>
          {money(ask.monthly)} {per}
        </FigureRow>
      </dl>
      {ask.offered > 0 ? (
        <p className="mt-1 font-semibold text-ink" data-testid={`ask-${ask.key}-in-all`}>
          {money(ask.offered + ask.monthly)} {per} in all, up from the {money(ask.offered)} offered
        </p>
      ) : null}
      <p className="mt-1 text-slate-700">{ask.detail}</p>
    </li>
  );
}

/** Copy the brief as text (a selectable copy when the clipboard is refused) or download it as a PDF. */
function BriefActions({ text, model, period }: { text: string; model: ResultsModel; period: SalaryPeriod }) {
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
      toast({ title: 'Brief copied', description: 'Paste it into an email or a message to the recruiter.', variant: 'success' });
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
      downloadNegotiationBrief(model, period);
    } catch {
      toast({ title: 'Download failed', description: 'The brief could not be created. Please try again.', variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mt-5 border-t border-brand-200 pt-4">
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()} className="w-full sm:w-auto">
          <Copy aria-hidden="true" className="h-4 w-4" /> Copy the brief
        </Button>
        <Button onClick={() => void download()} disabled={downloading} className="w-full sm:w-auto">
          <Download aria-hidden="true" className="h-4 w-4" /> {downloading ? 'Preparing the brief...' : 'Download the brief (PDF)'}
        </Button>
      </div>
      {fallback ? (
        <div className="mt-4">
          <label htmlFor="negotiation-brief-text" className="block text-sm font-semibold text-ink">
            Your browser did not let us copy. The brief is selected below: copy it with Ctrl+C (Cmd+C on a Mac) or your phone&apos;s Copy.
          </label>
          <textarea
            id="negotiation-brief-text"
            ref={textarea}
            readOnly
            value={text}
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
