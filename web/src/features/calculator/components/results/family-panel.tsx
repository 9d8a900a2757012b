import { CheckCircle2, Users, XCircle } from 'lucide-react';
import { familySponsorshipNote, type CountryCode, type OfferEvaluation } from '#core';
import { FigureRow } from './figure-row.tsx';
import { useWords } from './results-words.ts';
import { calculatedSource, useSummarySources } from './summary-sources.ts';

/**
 * "Can your family join you?": the country's minimum salary to sponsor a family against the package.
 * Shown only when the household has a second adult or children. The thresholds are monthly.
 */
export function FamilyPanel({ evaluation, country }: { evaluation: OfferEvaluation; country: CountryCode }) {
  const { t, money } = useWords();
  const sources = useSummarySources();
  const { familySponsorship: check, packageAmount } = evaluation;
  if (!evaluation.decoded.hasFamily) return null;
  const note = familySponsorshipNote(country);
  return (
    <section
      aria-labelledby="family-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="family-check"
    >
      <h2 id="family-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
        <Users aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t('results.family.heading')}
      </h2>
      {check ? (
        <>
          <p
            className={
              check.eligible
                ? 'mt-3 flex items-center gap-2 rounded-xl bg-emerald-50 p-3 text-sm font-semibold text-emerald-900'
                : 'mt-3 flex items-center gap-2 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-900'
            }
            data-testid="family-status"
          >
            {check.eligible ? (
              <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0" />
            ) : (
              <XCircle aria-hidden="true" className="h-5 w-5 shrink-0" />
            )}
            {check.eligible ? t('results.family.eligible') : t('results.family.short', { gap: money(check.gap, country) })}
          </p>
          <dl className="mt-3 grid gap-2 text-sm">
            <FigureRow
              label={t('results.family.threshold')}
              figure={t('results.family.thresholdFigure')}
              source={check.source}
              testId="family-threshold"
            >
              {money(check.threshold, country)}
            </FigureRow>
            <FigureRow label={t('results.family.package')} figure={t('results.family.package')} source={sources.package}>
              {money(packageAmount, country)}
            </FigureRow>
            {check.netIncome === undefined ? null : (
              <FigureRow
                label={t('results.family.netIncome')}
                figure={t('results.family.netIncome')}
                source={calculatedSource(t('results.family.netIncomeSource'))}
                testId="family-net-income"
              >
                {money(check.netIncome, country)}
              </FigureRow>
            )}
          </dl>
          <p className="mt-3 text-sm leading-relaxed text-slate-700" data-testid="family-rule">
            {t(check.rule)}
          </p>
        </>
      ) : (
        <p className="mt-3 text-sm leading-relaxed text-slate-700" data-testid="family-rule">
          {note ? t(note) : null}
        </p>
      )}
    </section>
  );
}
