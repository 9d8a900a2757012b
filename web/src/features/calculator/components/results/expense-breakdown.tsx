import { ChevronDown, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import * as Switch from '@radix-ui/react-switch';
import {
  categorySource,
  expenseCategoryLabel,
  rangeMethodSummary,
  shareLabel,
  type CountryCode,
  type ExpenseCategory,
  type ExpenseCategoryName,
  type ExpenseSubItem,
  type OfferInput,
  type RuleCostKey,
  type SalaryPeriod,
} from '#core';
import { cn } from '#web/lib/cn.ts';
import { InfoTip } from '#web/components/ui/tooltip.tsx';
import { inPeriod } from './display-period.ts';
import { ExpenseSpreadNote } from './expense-spread-note.tsx';
import { InlineAmountEditor } from './inline-amount-editor.tsx';
import { useWords } from './results-words.ts';
import { useInlineEdit } from './use-inline-edit.ts';
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
  const { t } = useWords();
  const id = useId();
  return (
    <span className="flex w-full basis-full items-center gap-2 pb-1 text-xs text-slate-700">
      <Switch.Root
        id={id}
        checked={pays}
        onCheckedChange={onChange}
        // The visible label is short; the switch's name also says which cost it is.
        aria-label={t('results.breakdown.employerPaysItem', { item: t(item.label) })}
        className="relative h-5 w-9 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-700"
        data-testid="employer-pays"
      >
        {/* The thumb slides towards the end of the line: rightwards in English, leftwards in Arabic. */}
        <Switch.Thumb className="block h-4 w-4 rounded-full bg-white shadow transition-transform ltr:translate-x-0.5 ltr:data-[state=checked]:translate-x-[18px] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[18px]" />
      </Switch.Root>
      <label htmlFor={id}>{t('results.breakdown.employerPays')}</label>
    </span>
  );
}

/** Low to high from the start of the line: left to right in English, right to left in Arabic, like the Min/Avg/Max line under it. */
function RangeBar({ min, avg, max, amount, label }: { min: number; avg: number; max: number; amount: number; label: string }) {
  const span = Math.max(1, max - min);
  const position = (value: number) => `${Math.min(100, Math.max(0, ((value - min) / span) * 100))}%`;
  return (
    <div
      className="relative mt-2 h-2 rounded-full bg-gradient-to-r from-emerald-200 via-amber-200 to-red-200 rtl:bg-gradient-to-l"
      aria-hidden="true"
      title={label}
    >
      <span className="absolute top-1/2 h-3 w-0.5 -translate-y-1/2 bg-slate-500" style={{ insetInlineStart: position(avg) }} />
      <span
        className="absolute top-1/2 h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-700 shadow rtl:translate-x-1/2"
        style={{ insetInlineStart: position(amount) }}
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
  const { t, money: format } = useWords();
  const [open, setOpen] = useState(false);
  const { editing, startEditing, stopEditing, trigger } = useInlineEdit();
  const panelId = useId();
  const money = (monthly: number) => format(inPeriod(monthly, period), country);
  const avg = estimate?.amount ?? category.amount;
  const name = t(expenseCategoryLabel(category.category));
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4" data-testid={`expense-${category.category}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex min-h-10 items-center gap-2 rounded-lg text-start font-semibold text-ink"
        >
          <ChevronDown aria-hidden="true" className={cn('h-4 w-4 shrink-0 transition-transform', open && 'rotate-180')} />
          {name}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700" data-testid="expense-percentage">
            {t(shareLabel(category.percentage, category.amount))}%
          </span>
          {isEdited ? (
            <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('results.common.edited')}</span>
          ) : null}
        </button>
        {editing ? (
          <InlineAmountEditor
            country={country}
            label={t('results.common.namePerPeriod', { name, period })}
            initial={inPeriod(category.amount, period)}
            emptyValue={0}
            onSave={(amount) => {
              onEdit(category.category, amount ?? 0);
              stopEditing();
            }}
            onCancel={stopEditing}
          />
        ) : (
          <div className="flex items-center gap-1">
            <span className="text-lg font-bold tabular-nums text-ink" data-testid="expense-amount">
              {money(category.amount)}
            </span>
            <SourceInfo figure={name} source={categorySource(category, country)} />
            <button
              type="button"
              ref={trigger}
              onClick={startEditing}
              aria-label={t('results.common.edit', { name })}
              className="rounded-lg p-2 text-brand-800 hover:bg-brand-50"
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        )}
      </div>
      {category.min === category.max && !isEdited ? (
        // Fees set by law have no spread: a bar would only repeat the amount.
        <p className="mt-1.5 text-xs text-slate-600">{t('results.breakdown.noRange')}</p>
      ) : (
        <>
          <RangeBar
            min={category.min}
            avg={avg}
            max={category.max}
            amount={category.amount}
            label={t('results.breakdown.rangeTitle', { name })}
          />
          {/* Each figure whole on its line ("Min 307 دينار كويتي" does not break inside its currency); on a
              phone a long currency name moves the last figure to a line of its own instead. */}
          <p
            className="mt-1.5 flex flex-wrap justify-between gap-x-3 gap-y-0.5 text-xs tabular-nums text-slate-600"
            data-testid="expense-range"
          >
            <span className="whitespace-nowrap">{t('results.breakdown.min', { amount: money(category.min) })}</span>
            <span className="whitespace-nowrap">{t('results.breakdown.avg', { amount: money(avg) })}</span>
            <span className="whitespace-nowrap">{t('results.breakdown.max', { amount: money(category.max) })}</span>
          </p>
          <ExpenseSpreadNote category={category.category} input={input} money={money} period={period} />
        </>
      )}
      <div id={panelId} hidden={!open}>
        <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100 text-sm">
          {category.subItems.map((item) => (
            <li key={item.key} className="flex flex-wrap items-center justify-between gap-x-3 py-2" data-testid="expense-item">
              <span className="min-w-0 flex-1 text-slate-700">{t(item.label)}</span>
              <span className="flex items-center gap-1 tabular-nums font-medium text-ink">
                {money(item.amount)}
                {item.source ? <SourceInfo figure={t(item.label)} source={item.source} /> : null}
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
        {isEdited ? <p className="mt-2 text-xs text-slate-600">{t('results.breakdown.replaces', { amount: money(avg) })}</p> : null}
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
  const { t } = useWords();
  return (
    <section aria-labelledby="breakdown-heading">
      <h2 id="breakdown-heading" className="flex items-center gap-1 text-xl font-bold text-ink">
        {t('results.breakdown.heading')}
        <InfoTip label={t('results.breakdown.howRanges')}>
          {t(rangeMethodSummary)} {t('results.breakdown.rangeTip')}
        </InfoTip>
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('results.breakdown.intro', { period })}</p>
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
