import { ChevronDown, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import * as Switch from '@radix-ui/react-switch';
import {
  categorySource,
  formatMoney,
  rangeMethodSummary,
  type CountryCode,
  type ExpenseCategory,
  type ExpenseCategoryName,
  type ExpenseSubItem,
  type OfferInput,
  type RuleCostKey,
  type SalaryPeriod,
} from '#core';
import { cn } from '#web/lib/cn.ts';
import { inPeriod, perPeriod } from './display-period.ts';
import { ExpenseSpreadNote } from './expense-spread-note.tsx';
import { InlineAmountEditor } from './inline-amount-editor.tsx';
import { InfoTip } from '#web/components/ui/tooltip.tsx';
import { SourceInfo } from './source-info.tsx';

interface ExpenseBreakdownProps {
  expenses: readonly ExpenseCategory[];
  /** The model's estimate before edits: its amount is the "avg" of the range bar. */
  estimate: readonly ExpenseCategory[];
  edited: Partial<Record<ExpenseCategoryName, number>>;
  country: CountryCode;
  /** The answers, for the real spreads our data holds (rents across districts, fee ranges). */
  input: OfferInput;
  period: SalaryPeriod;
  /** The amount as typed, in `period`. */
  onEdit: (category: ExpenseCategoryName, amount: number) => void;
  /** Which costs the country's rules add are paid by the employer, and how to change that. */
  employerPays: Partial<Record<RuleCostKey, boolean>>;
  onEmployerPays: (key: RuleCostKey, pays: boolean) => void;
}

/** The "employer pays this" switch of a cost a country's rules add. */
function EmployerPaysSwitch({ item, pays, onChange }: { item: ExpenseSubItem; pays: boolean; onChange: (pays: boolean) => void }) {
  const id = useId();
  return (
    <span className="flex w-full basis-full items-center gap-2 pb-1 text-xs text-slate-700">
      <Switch.Root
        id={id}
        checked={pays}
        onCheckedChange={onChange}
        className="relative h-5 w-9 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-700"
        data-testid="employer-pays"
      >
        <Switch.Thumb className="block h-4 w-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
      </Switch.Root>
      <label htmlFor={id}>
        My employer pays this<span className="sr-only">: {item.name}</span>
      </label>
    </span>
  );
}

function RangeBar({ min, avg, max, amount, label }: { min: number; avg: number; max: number; amount: number; label: string }) {
  const span = Math.max(1, max - min);
  const position = (value: number) => `${Math.min(100, Math.max(0, ((value - min) / span) * 100))}%`;
  return (
    <div
      className="relative mt-2 h-2 rounded-full bg-gradient-to-r from-emerald-200 via-amber-200 to-red-200"
      aria-hidden="true"
      title={label}
    >
      <span className="absolute top-1/2 h-3 w-0.5 -translate-y-1/2 bg-slate-500" style={{ left: position(avg) }} />
      <span
        className="absolute top-1/2 h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-700 shadow"
        style={{ left: position(amount) }}
      />
    </div>
  );
}

function CategoryRow({
  category,
  estimate,
  isEdited,
  country,
  input,
  period,
  onEdit,
  employerPays,
  onEmployerPays,
}: {
  category: ExpenseCategory;
  estimate: ExpenseCategory | undefined;
  isEdited: boolean;
  country: CountryCode;
  input: OfferInput;
  period: SalaryPeriod;
  onEdit: ExpenseBreakdownProps['onEdit'];
  employerPays: ExpenseBreakdownProps['employerPays'];
  onEmployerPays: ExpenseBreakdownProps['onEmployerPays'];
}) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const panelId = useId();
  const money = (monthly: number) => formatMoney(inPeriod(monthly, period), country);
  const avg = estimate?.amount ?? category.amount;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4" data-testid={`expense-${category.category}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex min-h-10 items-center gap-2 rounded-lg text-left font-semibold text-ink"
        >
          <ChevronDown aria-hidden="true" className={cn('h-4 w-4 shrink-0 transition-transform', open && 'rotate-180')} />
          {category.category}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700" data-testid="expense-percentage">
            {category.percentage.toFixed(1)}%
          </span>
          {isEdited ? <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Edited</span> : null}
        </button>
        {editing ? (
          <InlineAmountEditor
            label={`${category.category} ${perPeriod(period)}`}
            initial={inPeriod(category.amount, period)}
            emptyValue={0}
            onSave={(amount) => {
              onEdit(category.category, amount ?? 0);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <div className="flex items-center gap-1">
            <span className="text-lg font-bold tabular-nums text-ink" data-testid="expense-amount">
              {money(category.amount)}
            </span>
            <SourceInfo figure={category.category} source={categorySource(category, country)} />
            <button
              type="button"
              onClick={() => setEditing(true)}
              aria-label={`Edit ${category.category}`}
              className="rounded-lg p-2 text-brand-800 hover:bg-brand-50"
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        )}
      </div>
      {category.min === category.max && !isEdited ? (
        // Fees set by law have no spread: a bar would only repeat the amount.
        <p className="mt-1.5 text-xs text-slate-600">Set by the country's rules: no range.</p>
      ) : (
        <>
          <RangeBar min={category.min} avg={avg} max={category.max} amount={category.amount} label={`${category.category} range`} />
          <p className="mt-1.5 flex justify-between text-xs tabular-nums text-slate-600">
            <span>Min {money(category.min)}</span>
            <span>Avg {money(avg)}</span>
            <span>Max {money(category.max)}</span>
          </p>
          <ExpenseSpreadNote category={category.category} input={input} money={money} per={perPeriod(period)} />
        </>
      )}
      <div id={panelId} hidden={!open}>
        <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100 text-sm">
          {category.subItems.map((item) => (
            <li key={item.name} className="flex flex-wrap items-center justify-between gap-x-3 py-2" data-testid="expense-item">
              <span className="min-w-0 flex-1 text-slate-700">{item.name}</span>
              <span className="flex items-center gap-1 tabular-nums font-medium text-ink">
                {money(item.amount)}
                {item.source ? <SourceInfo figure={item.name} source={item.source} /> : null}
              </span>
              {item.rule?.employerOftenPays ? (
                <EmployerPaysSwitch
                  item={item}
                  pays={employerPays[item.rule.key] === true}
                  onChange={(pays) => item.rule && onEmployerPays(item.rule.key, pays)}
                />
              ) : null}
            </li>
          ))}
        </ul>
        {isEdited ? (
          <p className="mt-2 text-xs text-slate-600">
            Your amount replaces our estimate of {money(avg)}; the items above are the estimate's.
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Every category with its amount, range and share; expandable sub-items; editable amounts. */
export function ExpenseBreakdown({
  expenses,
  estimate,
  edited,
  country,
  input,
  period,
  onEdit,
  employerPays,
  onEmployerPays,
}: ExpenseBreakdownProps) {
  return (
    <section aria-labelledby="breakdown-heading">
      <h2 id="breakdown-heading" className="flex items-center gap-1 text-xl font-bold text-ink">
        Expense Breakdown
        <InfoTip label="How the ranges work">
          {rangeMethodSummary()} The grey tick is our estimate (avg); the dot is the amount counted.
        </InfoTip>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Estimated {period === 'annual' ? 'annual' : 'monthly'} costs for your household. Tap a category for its items, or the pencil to use
        your own figure. Your edits stay until you change your location, household or benefits; then the breakdown is recalculated from our
        data.
      </p>
      <ul className="mt-4 grid gap-3">
        {expenses.map((category) => (
          <CategoryRow
            key={category.category}
            category={category}
            estimate={estimate.find((e) => e.category === category.category)}
            isEdited={edited[category.category] !== undefined}
            country={country}
            input={input}
            period={period}
            onEdit={onEdit}
            employerPays={employerPays}
            onEmployerPays={onEmployerPays}
          />
        ))}
      </ul>
    </section>
  );
}
