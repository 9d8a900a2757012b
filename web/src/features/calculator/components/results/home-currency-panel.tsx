import { CircleAlert, CircleCheck, PiggyBank } from 'lucide-react';
import {
  arabicAsOfLabel,
  homeCurrencies,
  homeRateSource,
  type CountryCode,
  type FigureSource,
  type HomeCurrencyCode,
  type OfferEvaluation,
} from '#core';
import { FormField } from '#web/components/ui/form-field.tsx';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { cn } from '#web/lib/cn.ts';
import {
  checkSendHome,
  chosenHomeCurrency,
  convertSendHome,
  homeCurrencyLabel,
  homeMoney,
  homeFigures,
  negativeSurplusSentence,
  rateLine,
  sendHomeSentence,
  sendHomeTargetSentence,
  type HomeFigure,
} from './home-currency-sentences.ts';
import { useWords } from './results-words.ts';
import { SourceInfo } from './source-info.tsx';
import { calculatedSource, useSummarySources } from './summary-sources.ts';

interface HomeCurrencyPanelProps {
  evaluation: OfferEvaluation;
  country: CountryCode;
  /** The calculator's home-currency answers: a code ('' = none) and digits to send home each month, in that currency. */
  home: { currency: string; sendHome: string };
  onCurrency: (currency: string) => void;
  onSendHome: (digits: string) => void;
}

/** A figure in the Gulf currency with the same amount in the home currency, larger, above it. */
function HomeRow({
  label,
  figure,
  country,
  code,
  source,
  testId,
}: {
  label: string;
  figure: HomeFigure;
  country: CountryCode;
  code: HomeCurrencyCode;
  source: FigureSource;
  testId: string;
}) {
  const words = useWords();
  const { money } = words;
  const negative = Math.round(figure.local) < 0;
  return (
    <div className="flex items-start justify-between gap-3 py-2">
      <dt className="min-w-0 pt-0.5 text-slate-700">{label}</dt>
      <dd className="flex shrink-0 items-start gap-1 text-end tabular-nums">
        <span className="grid">
          <span
            className={cn('whitespace-nowrap text-base font-extrabold', negative ? 'text-red-700' : 'text-ink')}
            data-testid={`${testId}-home`}
          >
            {homeMoney(figure.home, code, words)}
          </span>
          <span className="whitespace-nowrap text-xs font-semibold text-slate-600" data-testid={`${testId}-local`}>
            {money(figure.local, country)}
          </span>
        </span>
        <SourceInfo figure={label} source={source} />
      </dd>
    </div>
  );
}

/**
 * The surplus, a year's savings and the end-of-service benefit in the currency the visitor saves in,
 * at bundled reference rates (nothing is fetched), and whether an amount to send home each month fits
 *.
 */
export function HomeCurrencyPanel({ evaluation, country, home, onCurrency, onSendHome }: HomeCurrencyPanelProps) {
  const { t } = useWords();
  const currency = chosenHomeCurrency(home.currency);
  const change = (next: string) => {
    const to = chosenHomeCurrency(next);
    // The amount to send home keeps its worth in the new currency; with no currency it has no meaning.
    onSendHome(currency && to ? convertSendHome(home.sendHome, country, currency.code, to.code) : to ? home.sendHome : '');
    onCurrency(next);
  };
  return (
    <section
      aria-labelledby="home-currency-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="home-currency"
    >
      <h2 id="home-currency-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
        <PiggyBank aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t('results.home.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('results.home.intro')}</p>
      <div className="mt-3 sm:max-w-xs">
        <SelectField<string>
          label={t('results.home.showIn')}
          value={currency?.code ?? ''}
          options={homeCurrencies.map((option) => ({ value: option.code, label: homeCurrencyLabel(option, t) }))}
          placeholder={t('results.common.none')}
          onValueChange={change}
        />
      </div>
      {currency ? (
        <Converted evaluation={evaluation} country={country} code={currency.code} sendHome={home.sendHome} onSendHome={onSendHome} />
      ) : null}
    </section>
  );
}

function Converted({
  evaluation,
  country,
  code,
  sendHome,
  onSendHome,
}: {
  evaluation: OfferEvaluation;
  country: CountryCode;
  code: HomeCurrencyCode;
  sendHome: string;
  onSendHome: (digits: string) => void;
}) {
  const words = useWords();
  const { t, language } = words;
  const sources = useSummarySources();
  const rateSource = homeRateSource(code);
  const figures = homeFigures(evaluation, country, code);
  const check = checkSendHome(sendHome, evaluation.surplus, country, code);
  const row = { country, code };
  return (
    <>
      <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
        <span className="font-semibold tabular-nums text-ink" data-testid="home-rate">
          {rateLine(country, code, words)}
        </span>
        <span className="inline-flex items-center gap-1">
          <span data-testid="home-rate-date">
            {t('results.home.rateOf', { date: language === 'ar' ? arabicAsOfLabel(rateSource.asOf) : rateSource.asOf })}
          </span>
          <SourceInfo figure={t('results.home.rateFigure', { code })} source={rateSource} />
        </span>
      </p>
      <dl className="mt-2 divide-y divide-slate-100 border-y border-slate-100 text-sm">
        <HomeRow {...row} label={t('results.home.surplus')} figure={figures.surplus} source={sources.surplus} testId="home-surplus" />
        <HomeRow
          {...row}
          label={t('results.home.yearly')}
          figure={figures.yearly}
          source={calculatedSource(t('results.home.yearlySource'))}
          testId="home-yearly"
        />
        <HomeRow
          {...row}
          label={t('results.common.endOfService')}
          figure={figures.gratuity}
          source={evaluation.decoded.gratuity.source}
          testId="home-gratuity"
        />
      </dl>
      {Math.round(evaluation.surplus) < 0 ? (
        <p className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-900" data-testid="home-negative">
          {negativeSurplusSentence(figures.surplus, country, code, words)}
        </p>
      ) : null}
      <FormField className="mt-4 sm:max-w-xs" label={t('results.home.sendHome', { code })} hint={t('results.home.sendHomeHint')}>
        {(field) => <MoneyInput {...field} currency={code} placeholder="0" value={sendHome} onValueChange={onSendHome} />}
      </FormField>
      <div aria-live="polite">
        {check ? (
          <div
            className={cn(
              'mt-3 flex gap-2 rounded-xl p-3 text-sm',
              check.achievable ? 'bg-emerald-50 text-emerald-950' : 'bg-red-50 text-red-950',
            )}
          >
            {check.achievable ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            ) : (
              <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            )}
            <div>
              <p className="font-semibold" data-testid="send-home-status">
                {sendHomeSentence(check, country, code, words)}
              </p>
              <p className="mt-0.5 tabular-nums" data-testid="send-home-target">
                {sendHomeTargetSentence(check, sendHome, country, code, words)}
              </p>
            </div>
          </div>
        ) : null}
      </div>
    </>
  );
}
