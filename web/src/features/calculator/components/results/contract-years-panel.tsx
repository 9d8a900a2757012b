import { CalendarRange } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import {
  formatMoney,
  formatSavingsRate,
  type ContractYear,
  type CountryCode,
  type SalaryPeriod,
  type WorseYear,
  type YearlyRiseRule,
} from '#core';
import { FormField, inputClass } from '#web/components/ui/form-field.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { cn } from '#web/lib/cn.ts';
import { contractYearsRange, percentOf, percentProblem } from '../../state/calculator-state.ts';
import { inPeriod, perPeriod } from './display-period.ts';
import { SourceInfo } from './source-info.tsx';
import { contractOutlookSentence } from './cash-and-years-sentences.ts';
import { verdictFill } from './verdict-fill.ts';

// recharts is large; like the city comparison, the chart is fetched only when the results are shown.
const ContractYearsChart = lazy(() => import('./contract-years-chart.tsx').then((m) => ({ default: m.ContractYearsChart })));

const yearOptions = Array.from({ length: contractYearsRange.max - contractYearsRange.min + 1 }, (_, i) => {
  const years = String(contractYearsRange.min + i);
  return { value: years, label: years === '1' ? '1 year' : `${years} years` };
});

interface ContractYearsPanelProps {
  projection: readonly ContractYear[];
  worseYear: WorseYear | undefined;
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
  return (
    <FormField label={label} hint={hint} error={percentProblem(value) ?? undefined}>
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
            className={cn(inputClass, 'pr-9 tabular-nums')}
          />
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-600">
            %
          </span>
        </div>
      )}
    </FormField>
  );
}

/** A rule's source, and a visible mark when part of it is our assumption (the disclosure says what it assumes). */
function RuleSource({ figure, rule }: { figure: string; rule: YearlyRiseRule }) {
  return (
    <>
      {rule.source.assumption ? <span className="text-amber-900">(partly our assumption)</span> : null}
      <SourceInfo figure={figure} source={rule.source} className="align-middle" />
    </>
  );
}

/** The contract year by year: rent and fee rules, children moving up a stage, pay rises and the benefit earned (issue 10). */
export function ContractYearsPanel(props: ContractYearsPanelProps) {
  const { projection, worseYear, rentRule, feeRule, country, period, hasChildren, rentsHome } = props;
  const money = (monthly: number) => formatMoney(inPeriod(monthly, period), country);
  const total = (amount: number) => formatMoney(amount, country);
  const per = perPeriod(period);
  const years = projection.length;
  const chartRows = projection.map((entry) => ({
    year: `Year ${entry.year}`,
    surplus: Math.round(inPeriod(entry.surplus, period)),
    state: entry.verdict.state,
  }));
  const changing = projection.filter((entry) => entry.changes.length > 0);
  const typedRent = percentOf(props.rentIncrease);
  return (
    <section
      aria-labelledby="contract-years-heading"
      // min-w-0: the wide table scrolls inside its region instead of widening the results grid on a phone.
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="contract-years"
    >
      <h2 id="contract-years-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
        <CalendarRange aria-hidden="true" className="h-5 w-5 text-brand-700" /> Your contract, year by year
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Rent and school fees after the local rules, each child moving up a school stage, and your pay. Other costs stay at today's figures.
        Year 1 is the result above.
      </p>
      <div className="mt-4 grid items-start gap-4 sm:grid-cols-3">
        <SelectField
          label="Contract length"
          value={String(years)}
          options={yearOptions}
          onValueChange={(value) => props.onYears(Number(value))}
        />
        <PercentField
          label="Yearly salary increase"
          hint="Leave blank for none."
          value={props.salaryIncrease}
          placeholder="0"
          onChange={props.onSalaryIncrease}
        />
        {rentsHome ? (
          <PercentField
            label="Yearly rent rise"
            hint="Blank follows the local rule below."
            value={props.rentIncrease}
            placeholder="local rule"
            onChange={props.onRentIncrease}
          />
        ) : null}
      </div>
      <ul className="mt-3 grid gap-1 text-xs text-slate-700" data-testid="contract-rules">
        {rentsHome ? (
          <li>
            <span className="font-semibold">Rent:</span>{' '}
            {typedRent === undefined ? rentRule.source.explanation : `your ${typedRent}% a year replaces the local rule.`}{' '}
            <RuleSource figure="Rent rule" rule={rentRule} />
          </li>
        ) : null}
        {hasChildren ? (
          <li>
            <span className="font-semibold">School fees:</span> {feeRule.source.explanation}{' '}
            <RuleSource figure="School fee rule" rule={feeRule} />
          </li>
        ) : null}
      </ul>
      <p
        role="status"
        className={cn(
          'mt-4 rounded-xl p-3 text-sm font-semibold',
          worseYear ? 'bg-amber-50 text-amber-950' : 'bg-emerald-50 text-emerald-950',
        )}
        data-testid="worse-year"
      >
        {contractOutlookSentence(worseYear?.sentence, years)}
      </p>
      {years > 1 ? (
        <div className="mt-4 h-56" aria-hidden="true">
          <Suspense fallback={<div className="h-full animate-pulse rounded-xl bg-slate-100" />}>
            <ContractYearsChart rows={chartRows} country={country} />
          </Suspense>
        </div>
      ) : null}
      {years > 1 ? (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-hidden="true">
          <span>Surplus {per}, by that year's verdict:</span>
          {[...new Map(projection.map((entry) => [entry.verdict.state, entry.verdict.label]))].map(([state, label]) => (
            <span key={state} className="inline-flex items-center gap-1">
              <span className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: verdictFill[state] }} />
              {label}
            </span>
          ))}
        </p>
      ) : null}
      {/* A region that scrolls sideways on a phone must be reachable by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="mt-4 overflow-x-auto" role="region" aria-labelledby="contract-years-caption" tabIndex={0}>
        <table className="w-full min-w-[36rem] text-sm" data-testid="contract-table">
          <caption id="contract-years-caption" className="sr-only">
            Your contract year by year
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-700">
              <th scope="col" className="py-2 pr-2 font-semibold">
                Year
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-semibold">
                Package {per}
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-semibold">
                Expenses {per}
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-semibold">
                Surplus {per}
              </th>
              <th scope="col" className="py-2 pr-2 font-semibold">
                Verdict
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-semibold">
                Saved so far
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                End-of-service benefit
              </th>
            </tr>
          </thead>
          <tbody>
            {projection.map((entry) => (
              <tr key={entry.year} className="border-b border-slate-100" data-testid="contract-year">
                <th scope="row" className="py-1.5 pr-2 text-left font-semibold">
                  {entry.year}
                </th>
                <td className="whitespace-nowrap py-1.5 pr-2 text-right tabular-nums">{money(entry.packageAmount)}</td>
                <td className="whitespace-nowrap py-1.5 pr-2 text-right tabular-nums">{money(entry.totalExpenses)}</td>
                <td className="whitespace-nowrap py-1.5 pr-2 text-right font-semibold tabular-nums" data-testid="year-surplus">
                  {money(entry.surplus)}
                </td>
                <td className="py-1.5 pr-2" data-testid="year-verdict">
                  {entry.verdict.label} ({formatSavingsRate(entry.savingsRate)})
                </td>
                <td className="whitespace-nowrap py-1.5 pr-2 text-right tabular-nums" data-testid="year-saved">
                  {total(entry.cumulativeSavings)}
                </td>
                <td className="whitespace-nowrap py-1.5 text-right tabular-nums" data-testid="year-gratuity">
                  {total(entry.gratuityAccrued)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {changing.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-bold text-ink">What changes</h3>
          <ul className="mt-1 grid gap-1 text-sm text-slate-800" data-testid="contract-changes">
            {changing.map((entry) => (
              <li key={entry.year}>
                <span className="font-semibold">Year {entry.year}:</span> {entry.changes.join('; ')}.
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-3 text-xs text-slate-600">
        The end-of-service benefit is what you would be paid for completing the contract at the end of that year.
      </p>
    </section>
  );
}
