import { Landmark } from 'lucide-react';
import { savingsRateText, type CountryCode, type GratuityScheme, type OfferEvaluation, type SalaryPeriod } from '#core';
import type { MessageId } from '#web/i18n/i18n.ts';
import { FigureRow } from './figure-row.tsx';
import { richText } from './rich-text.tsx';
import { amountPerPeriod, useWords } from './results-words.ts';
import { SourceInfo } from './source-info.tsx';
import { sourceText } from '#web/i18n/source-text.ts';
import { useSummarySources } from './summary-sources.ts';

const schemeNames: Readonly<Record<GratuityScheme, MessageId>> = {
  'lump-sum': 'results.worth.scheme.lumpSum',
  'savings-scheme': 'results.worth.scheme.savingsScheme',
  'social-insurance': 'results.worth.scheme.socialInsurance',
};

/**
 * What the package is worth once basic pay is seen apart from allowances: the gratuity is paid on
 * basic pay only. Shown beside the verdict, never mixed into it.
 */
export function PackageWorthPanel({
  evaluation,
  country,
  period,
}: {
  evaluation: OfferEvaluation;
  country: CountryCode;
  period: SalaryPeriod;
}) {
  const words = useWords();
  const { t, money, language } = words;
  const sources = useSummarySources();
  const { decoded, savingsRate, savingsRateWithGratuity, packageAmount } = evaluation;
  const { basic, gratuity, gratuityIfResigned, years } = decoded;
  const perPeriod = (monthly: number) => amountPerPeriod(words, monthly, period, country);
  const share = `${Math.round(basic.share * 100)}%`;
  const rest = Math.max(0, packageAmount - basic.basicMonthly);
  const gratuityAssumption = sourceText(gratuity.source, language, t).assumption;
  const shareOfPackage = `${packageAmount > 0 ? Math.round((basic.basicMonthly / packageAmount) * 100) : 0}%`;
  return (
    <section
      aria-labelledby="package-worth-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="package-worth"
    >
      <h2 id="package-worth-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
        <Landmark aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t('results.worth.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('results.worth.contract', { scheme: t(schemeNames[gratuity.scheme]), years })}</p>
      <dl className="mt-3 grid gap-2 text-sm">
        <FigureRow
          label={
            <>
              {t('results.worth.basicPay')}
              {basic.scaledWithPackage ? (
                <span className="text-amber-900"> {t('results.worth.basicScaled', { share: shareOfPackage })}</span>
              ) : basic.assumed ? (
                <span className="text-amber-900"> {t('results.worth.basicAssumed', { share })}</span>
              ) : null}
            </>
          }
          figure={t('results.worth.basicPay')}
          source={basic.source}
          testId="basic-pay"
        >
          {perPeriod(basic.basicMonthly)}
        </FigureRow>
        <FigureRow label={t('results.worth.allowances')} figure={t('results.worth.allowances')} source={sources.allowances}>
          {perPeriod(rest)}
        </FigureRow>
        <FigureRow
          label={t('results.worth.atEnd')}
          figure={t('results.common.endOfService')}
          source={gratuity.source}
          testId="gratuity-amount"
          strong
          className="border-t border-slate-100 pt-2"
        >
          {money(gratuity.amount, country)}
        </FigureRow>
        <FigureRow
          label={t('results.worth.buildsUp')}
          figure={t('results.worth.buildUpFigure')}
          source={gratuity.source}
          testId="gratuity-accrual"
        >
          {perPeriod(gratuity.monthlyAccrual)}
        </FigureRow>
      </dl>
      <div className="mt-3 flex items-start justify-between gap-2 rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-900">
        <p data-testid="savings-with-gratuity">
          {t('results.worth.savingsRates', {
            now: t(savingsRateText(savingsRate)),
            withGratuity: t(savingsRateText(savingsRateWithGratuity)),
          })}
        </p>
        <SourceInfo figure={t('results.worth.withGratuityFigure')} source={sources.withGratuity} />
      </div>
      <p className="mt-3 text-sm leading-relaxed text-slate-700" data-testid="gratuity-rule">
        {t(gratuity.rule)}
      </p>
      {gratuityAssumption ? (
        // Where the rule rests on what no official text confirms, that is said beside the rule, not only in its source panel.
        <p className="mt-2 text-sm leading-relaxed text-amber-900" data-testid="gratuity-assumption">
          <span className="font-semibold">{t('results.source.assumption')}</span> {gratuityAssumption}
        </p>
      ) : null}
      {gratuityIfResigned ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="gratuity-resigned">
          {richText(
            t,
            'results.worth.resigned',
            { years },
            { amount: <strong className="tabular-nums">{money(gratuityIfResigned.amount, country)}</strong> },
          )}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">{t('results.worth.note')}</p>
    </section>
  );
}
