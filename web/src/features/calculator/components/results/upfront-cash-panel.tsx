import { Pencil, Wallet } from 'lucide-react';
import { useState } from 'react';
import {
  formatMoney,
  type CountryCode,
  type KsaRentPeriod,
  type UaeCheques,
  type UpfrontCash,
  type UpfrontCashLine,
  type UpfrontCoverage,
} from '#core';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import { InlineAmountEditor } from './inline-amount-editor.tsx';
import { SourceInfo } from './source-info.tsx';
import { coverageSentence, weeksSentence } from './cash-and-years-sentences.ts';

const chequeOptions = (['1', '2', '4', '6', '12'] as const).map((value) => ({ value, label: value }));
const ksaOptions = [
  { value: 'yearly', label: 'Yearly' },
  { value: 'half-yearly', label: 'Half-yearly' },
] as const;

/** The panel's groups, by line key: the home, the schools, and getting there. */
const groups = [
  { title: 'Your home', has: (key: string) => key.startsWith('rent-') || key === 'utilities' || key === 'furniture' },
  { title: 'School', has: (key: string) => key.startsWith('child-') },
  { title: 'Getting there and settling in', has: (key: string) => key === 'car' || key === 'flights' || key === 'visas' },
] as const;

interface UpfrontCashPanelProps {
  cash: UpfrontCash;
  coverage: UpfrontCoverage;
  country: CountryCode;
  employerHousing: boolean;
  uaeCheques: UaeCheques;
  ksaRentPeriod: KsaRentPeriod;
  onCheques: (cheques: UaeCheques) => void;
  onKsaPeriod: (period: KsaRentPeriod) => void;
  onEditLine: (key: string, amount: number) => void;
  /** Takes the visitor to step 3, where the relocation allowance is entered. */
  onAddAllowance: () => void;
}

function CashLine({ line, country, onEdit }: { line: UpfrontCashLine; country: CountryCode; onEdit: (amount: number) => void }) {
  const [editing, setEditing] = useState(false);
  const money = (amount: number) => formatMoney(amount, country);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2" data-testid="upfront-line" data-key={line.key}>
      <span className="min-w-0 flex-1 text-slate-800">
        {line.name}
        {line.estimate !== undefined ? (
          <span className="ml-2 whitespace-nowrap rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Edited: our estimate {money(line.estimate)}
          </span>
        ) : null}
      </span>
      {editing ? (
        <InlineAmountEditor
          label={line.name}
          initial={line.amount}
          emptyValue={0}
          onSave={(amount) => {
            onEdit(amount ?? 0);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <span className="flex items-center gap-1 font-semibold tabular-nums text-ink">
          <span data-testid="upfront-amount">{money(line.amount)}</span>
          {line.source ? <SourceInfo figure={line.name} source={line.source} /> : null}
          <button
            type="button"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${line.name}`}
            className="rounded-lg p-2 text-brand-800 hover:bg-brand-50"
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </button>
        </span>
      )}
    </li>
  );
}

/** The cash a move needs before the first salary, line by line and editable (issue 10). */
export function UpfrontCashPanel({
  cash,
  coverage,
  country,
  employerHousing,
  uaeCheques,
  ksaRentPeriod,
  onCheques,
  onKsaPeriod,
  onEditLine,
  onAddAllowance,
}: UpfrontCashPanelProps) {
  const money = (amount: number) => formatMoney(amount, country);
  return (
    <section
      aria-labelledby="upfront-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="upfront-cash"
    >
      <h2 id="upfront-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
        <Wallet aria-hidden="true" className="h-5 w-5 text-brand-700" /> Money you need up front
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        What the move costs before your first salary arrives: paid once, not every month. Tap the pencil to use your own figure; your edits
        stay until you change your location, household or benefits.
      </p>
      {country === 'UAE' && !employerHousing ? (
        <SegmentedControl<`${UaeCheques}`>
          className="mt-4"
          label="Rent cheques for the year"
          value={`${uaeCheques}`}
          options={chequeOptions}
          onValueChange={(value) => onCheques(Number(value) as UaeCheques)}
        />
      ) : null}
      {country === 'KSA' && !employerHousing ? (
        <SegmentedControl<KsaRentPeriod>
          className="mt-4"
          label="Rent paid through Ejar"
          value={ksaRentPeriod}
          options={ksaOptions}
          onValueChange={onKsaPeriod}
        />
      ) : null}
      {employerHousing ? (
        <p className="mt-3 rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
          Your employer provides your home: no rent in advance, deposit, agency fee or furniture to pay.
        </p>
      ) : null}
      {groups.map((group) => {
        const lines = cash.lines.filter((line) => group.has(line.key));
        if (lines.length === 0) return null;
        return (
          <div key={group.title} className="mt-4">
            <h3 className="text-sm font-bold uppercase tracking-wide text-slate-700">{group.title}</h3>
            <ul className="mt-1 divide-y divide-slate-100 border-y border-slate-100 text-sm">
              {lines.map((line) => (
                <CashLine key={line.key} line={line} country={country} onEdit={(amount) => onEditLine(line.key, amount)} />
              ))}
            </ul>
          </div>
        );
      })}
      <dl className="mt-4 grid gap-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">Total</dt>
          <dd className="font-semibold tabular-nums text-ink" data-testid="upfront-total">
            {money(cash.total)}
          </dd>
        </div>
        {cash.relocationAllowance > 0 ? (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-700">Less your relocation allowance</dt>
            <dd className="font-semibold tabular-nums text-emerald-800" data-testid="upfront-allowance">
              −{money(cash.relocationAllowance)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base">
          <dt className="font-bold text-ink">To find before your first salary</dt>
          <dd className="font-extrabold tabular-nums text-ink" data-testid="upfront-net">
            {money(cash.net)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-800" data-testid="upfront-weeks">
        {weeksSentence(cash)}
      </p>
      <p
        className={
          coverage.covered
            ? 'mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950'
            : 'mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-950'
        }
        data-testid="upfront-coverage"
      >
        {coverageSentence(cash, coverage, country)}
      </p>
      {cash.relocationAllowance === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          Does your offer include a relocation allowance?{' '}
          <button type="button" onClick={onAddAllowance} className="font-semibold text-brand-800 underline underline-offset-2">
            Add it in step 3
          </button>{' '}
          and it is taken off this total.
        </p>
      ) : null}
    </section>
  );
}
