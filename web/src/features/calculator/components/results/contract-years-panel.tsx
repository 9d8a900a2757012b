import { CalendarRange } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import {
  verdictLabel,
  type ContractYear,
  type CountryCode,
  type MovePayback,
  type SalaryPeriod,
  type VerdictChange,
  type YearlyRiseRule,
} from '#core';
import { FormField, inputClass } from '#web/components/ui/form-field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { contractYearsRange } from '../../state/calculator-state.ts';
import { percentLimitExceeded, percentOf } from '../../state/typed-percent.ts';
import { contractOutlookSentence, paybackSentence } from './cash-and-years-sentences.ts';
import { ContractYearsFigures } from './contract-years-table.tsx';
import { inPeriod } from './display-period.ts';
import { listSeparator, useWords } from './results-words.ts';
import { SourceInfo } from './source-info.tsx';
import { sourceText } from '#web/i18n/source-text.ts';
import { verdictFill } from './verdict-fill.ts';

// recharts is large; like the city comparison, the chart is fetched only when the results are shown.
const ContractYearsChart = lazy(() => import('./contract-years-chart.tsx').then((m) => ({ default: m.ContractYearsChart })));

const contractLengths = Array.from({ length: contractYearsRange.max - contractYearsRange.min + 1 }, (_, i) => contractYearsRange.min + i);

interface ContractYearsPanelProps {
  projection: readonly ContractYear[];
  verdictChange: VerdictChange | undefined;
  /** When the surpluses make back the cash up front; null when none is needed. */
  payback: MovePayback | null;
  rentRule: YearlyRiseRule;
  feeRule: YearlyRiseRule;
  country: CountryCode;
  period: SalaryPeriod;
  hasChildren: boolean;
  rentsHome: boolean;
  /** The yearly rises as typed ('' = 0% for pay, the local rule for rent). */
  salaryIncrease: string;
  rentIncrease: string;
  onYears: (years: number) => void;
  onSalaryIncrease: (value: string) => void;
  onRentIncrease: (value: string) => void;
}

function PercentField({
  label,
  hint,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  hint: ReactNode;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  const { t } = useWords();
  const tooHigh = percentLimitExceeded(value);
  return (
    <FormField label={label} hint={hint} error={tooHigh === null ? undefined : t('results.years.tooHigh', { max: tooHigh })}>
      {(field) => (
        <div className="relative">
          <input
            {...field}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            className={cn(inputClass, 'pe-9 tabular-nums')}
          />
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm text-slate-600">
            %
          </span>
        </div>
      )}
    </FormField>
  );
}

/** A rule's source, and a visible mark when part of it is our assumption (the disclosure says what it assumes). */
function RuleSource({ figure, rule }: { figure: string; rule: YearlyRiseRule }) {
  const { t } = useWords();
  return (
    <>
      {rule.source.assumption ? <span className="text-amber-900">{t('results.years.partlyAssumed')}</span> : null}
      <SourceInfo figure={figure} source={rule.source} className="align-middle" />
    </>
  );
}

/** The contract year by year: rent and fee rules, children moving up a stage, pay rises and the benefit earned. */
export function ContractYearsPanel(props: ContractYearsPanelProps) {
  const { projection, verdictChange, rentRule, feeRule, country, period, hasChildren, rentsHome } = props;
  const words = useWords();
  const { t, language } = words;
  const years = projection.length;
  const firstState = projection[0]?.verdict.state;
  const chartRows = projection.map((entry) => ({
    year: t('results.years.chartYear', { year: entry.year }),
    surplus: Math.round(inPeriod(entry.surplus, period)),
    state: entry.verdict.state,
  }));
  const changing = projection.filter((entry) => entry.changes.length > 0);
  const typedRent = percentOf(props.rentIncrease);
  return (
    <section
      aria-labelledby="contract-years-heading"
      // min-w-0: the wide table scrolls inside its region instead of widening the results grid.
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="contract-years"
    >
      <h2 id="contract-years-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
        <CalendarRange aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t('results.years.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('results.years.intro')}</p>
      <div className="mt-4 grid items-start gap-4 sm:grid-cols-3">
        <SelectField
          label={t('results.years.length')}
          value={String(years)}
          options={contractLengths.map((count) => ({ value: String(count), label: t('results.years.option', { count }) }))}
          onValueChange={(value) => props.onYears(Number(value))}
        />
        <PercentField
          label={t('results.years.salaryRise')}
          hint={t('results.years.salaryRiseHint')}
          value={props.salaryIncrease}
          placeholder="0"
          onChange={props.onSalaryIncrease}
        />
        {rentsHome ? (
          <PercentField
            label={t('results.years.rentRise')}
            hint={t('results.years.rentRiseHint')}
            value={props.rentIncrease}
            placeholder={t('results.years.localRule')}
            onChange={props.onRentIncrease}
          />
        ) : null}
      </div>
      <ul className="mt-3 grid gap-1 text-xs text-slate-700" data-testid="contract-rules">
        {rentsHome ? (
          <li>
            <span className="font-semibold">{t('results.years.rent')}</span>{' '}
            {typedRent === undefined
              ? sourceText(rentRule.source, language, t).explanation
              : t('results.years.typedRent', { percent: typedRent })}{' '}
            <RuleSource figure={t('results.years.rentFigure')} rule={rentRule} />
          </li>
        ) : null}
        {hasChildren ? (
          <li>
            <span className="font-semibold">{t('results.years.fees')}</span> {sourceText(feeRule.source, language, t).explanation}{' '}
            <RuleSource figure={t('results.years.feeFigure')} rule={feeRule} />
          </li>
        ) : null}
      </ul>
      <p
        role="status"
        className={cn(
          'mt-4 rounded-xl p-3 text-sm font-semibold',
          // Green only for good news: a Comfortable verdict that holds.
          !verdictChange && firstState === 'comfortable' ? 'bg-emerald-50 text-emerald-950' : 'bg-amber-50 text-amber-950',
        )}
        data-testid="worse-year"
      >
        {contractOutlookSentence(
          verdictChange && t(verdictChange.sentence),
          years,
          firstState ? t(verdictLabel(firstState)) : '',
          words,
          'results',
        )}
      </p>
      {years > 1 ? (
        <div className="mt-4 h-56" aria-hidden="true">
          <Suspense fallback={<div className="h-full animate-pulse rounded-xl bg-slate-100" />}>
            <ContractYearsChart rows={chartRows} country={country} series={t('results.common.surplus')} />
          </Suspense>
        </div>
      ) : null}
      {years > 1 ? (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden="true">
          <span>{t('results.years.legend', { period })}</span>
          {[...new Set(projection.map((entry) => entry.verdict.state))].map((state) => (
            <span key={state} className="inline-flex items-center gap-1">
              <span className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: verdictFill[state] }} />
              {t(verdictLabel(state))}
            </span>
          ))}
        </p>
      ) : null}
      <ContractYearsFigures projection={projection} country={country} period={period} />
      {props.payback ? (
        <p className="mt-3 text-sm text-slate-800" data-testid="move-payback">
          {paybackSentence(props.payback, country, words, 'results')}
        </p>
      ) : null}
      {changing.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-bold text-ink">{t('results.years.changes')}</h3>
          <ul className="mt-1 grid gap-1 text-sm text-slate-800" data-testid="contract-changes">
            {changing.map((entry) => (
              <li key={entry.year}>
                <span className="font-semibold">{t('results.years.changeYear', { year: entry.year })}</span>{' '}
                {entry.changes.map((change) => t(change)).join(listSeparator(language))}.
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-3 text-xs text-slate-600">{t('results.years.note')}</p>
    </section>
  );
}
