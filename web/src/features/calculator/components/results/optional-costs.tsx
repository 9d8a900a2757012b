import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { optionalCostLabel, optionalCostsTotal, suggestedOptionalCosts, type CountryCode, type SalaryPeriod } from '#core';
import { Button } from '#web/components/ui/button.tsx';
import { inputClass } from '#web/components/ui/form-field.tsx';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { newLocalId } from '#web/lib/local-id.ts';
import type { OptionalCostEntry } from '../../state/calculator-state.ts';
import { cleanCostName } from '../../state/cost-name.ts';
import { digitsOnly } from '#web/lib/whole-amount.ts';
import { amountIn, monthlyOf, type PeriodAmount } from '../../state/typed-amount.ts';
import { inPeriod } from './display-period.ts';
import { InlineAmountEditor } from './inline-amount-editor.tsx';
import { useWords } from './results-words.ts';
import { useInlineEdit } from './use-inline-edit.ts';
import { SourceInfo } from './source-info.tsx';
import { useSummarySources } from './summary-sources.ts';

interface OptionalCostsProps {
  /** Each kept in the period it was typed in (suggested costs are monthly). */
  items: readonly OptionalCostEntry[];
  country: CountryCode;
  period: SalaryPeriod;
  onAdd: (item: OptionalCostEntry) => void;
  onUpdate: (id: string, amount: PeriodAmount) => void;
  onRemove: (id: string) => void;
}

function OptionalCostRow({
  item,
  country,
  period,
  onUpdate,
  onRemove,
}: { item: OptionalCostEntry } & Pick<OptionalCostsProps, 'country' | 'period' | 'onUpdate' | 'onRemove'>) {
  const { t, money } = useWords();
  const sources = useSummarySources();
  const { editing, startEditing, stopEditing, trigger } = useInlineEdit();
  // A suggested cost is kept under its English name; the page shows it in its own language (a typed name as typed).
  const name = t(optionalCostLabel(item.name));
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="optional-cost">
      <span className="font-medium text-ink">{name}</span>
      {editing ? (
        <InlineAmountEditor
          country={country}
          label={t('results.common.namePerPeriod', { name, period })}
          initial={amountIn(item, period)}
          onSave={(amount) => {
            // An empty value leaves the amount unchanged (spec section 5).
            if (amount !== undefined) onUpdate(item.id, { amount, period });
            stopEditing();
          }}
          onCancel={stopEditing}
        />
      ) : (
        <span className="flex items-center gap-1">
          <span className="tabular-nums font-semibold">{money(amountIn(item, period), country)}</span>
          <SourceInfo figure={name} source={sources.optionalCost} />
          <button
            type="button"
            ref={trigger}
            onClick={startEditing}
            aria-label={t('results.common.edit', { name })}
            className="rounded-lg p-2 text-brand-800 hover:bg-brand-50"
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </button>
          <button
            type="button"
            onClick={() => onRemove(item.id)}
            aria-label={t('results.common.remove', { name })}
            className="rounded-lg p-2 text-red-800 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </span>
      )}
    </li>
  );
}

/** Extra monthly costs the model does not include; their total feeds into expenses. */
export function OptionalCosts({ items, country, period, onAdd, onUpdate, onRemove }: OptionalCostsProps) {
  const { t, money } = useWords();
  const sources = useSummarySources();
  const suggestions = suggestedOptionalCosts(country);
  const [suggestion, setSuggestion] = useState('');
  const [customName, setCustomName] = useState('');
  const [customAmount, setCustomAmount] = useState('');
  const ids = useId();
  const total = optionalCostsTotal(items.map((item) => ({ amount: monthlyOf(item) })));
  return (
    <section aria-labelledby="optional-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="optional-heading" className="text-xl font-bold text-ink">
        {t('results.optional.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('results.optional.intro', { period })}</p>
      <div className="mt-4 grid gap-4">
        <div className="grid gap-2">
          <label htmlFor={`${ids}-suggested`} className="text-sm font-semibold">
            {t('results.optional.suggested')}
          </label>
          <div className="flex gap-2 sm:max-w-xl">
            <select id={`${ids}-suggested`} className={inputClass} value={suggestion} onChange={(e) => setSuggestion(e.target.value)}>
              <option value="">{t('results.optional.choose')}</option>
              {suggestions.map((s) => (
                <option key={s.name} value={s.name}>
                  {t(s.label)} ({money(inPeriod(s.amount, period), country)})
                </option>
              ))}
            </select>
            <Button
              variant="secondary"
              disabled={!suggestion}
              onClick={() => {
                const chosen = suggestions.find((s) => s.name === suggestion);
                if (!chosen) return;
                onAdd({ id: newLocalId('cost'), name: chosen.name, amount: chosen.amount, period: 'monthly' });
                setSuggestion('');
              }}
            >
              <Plus aria-hidden="true" className="h-4 w-4" /> {t('results.common.add')}
            </Button>
          </div>
        </div>
        <div className="grid gap-2">
          <span className="text-sm font-semibold" id={`${ids}-custom`}>
            {t('results.optional.custom')}
          </span>
          <div className="flex flex-wrap gap-2 sm:max-w-xl sm:flex-nowrap" role="group" aria-labelledby={`${ids}-custom`}>
            <input
              aria-label={t('results.optional.customName')}
              placeholder={t('results.optional.customNamePlaceholder')}
              className={inputClass}
              value={customName}
              maxLength={80}
              // Markup and control characters are never part of a cost name, and a link carrying them is refused.
              onChange={(e) => setCustomName(cleanCostName(e.target.value))}
            />
            <div className="w-full sm:w-40">
              <MoneyInput
                aria-label={t('results.optional.customAmount')}
                placeholder={t('results.optional.amountPlaceholder')}
                value={customAmount}
                onValueChange={(value) => setCustomAmount(digitsOnly(value))}
              />
            </div>
            <Button
              variant="secondary"
              disabled={!customName.trim() || !customAmount}
              onClick={() => {
                onAdd({ id: newLocalId('cost'), name: customName.trim(), amount: Number(customAmount), period });
                setCustomName('');
                setCustomAmount('');
              }}
            >
              <Plus aria-hidden="true" className="h-4 w-4" /> {t('results.common.add')}
            </Button>
          </div>
        </div>
      </div>
      {items.length > 0 ? (
        <>
          <ul className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
            {items.map((item) => (
              <OptionalCostRow key={item.id} item={item} country={country} period={period} onUpdate={onUpdate} onRemove={onRemove} />
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t border-slate-200 pt-3 font-bold">
            <span>{t('results.optional.total')}</span>
            <span className="flex items-center gap-1">
              <span className="tabular-nums" data-testid="optional-total">
                {money(inPeriod(total, period), country)}
              </span>
              <SourceInfo figure={t('results.optional.total')} source={sources.optionalTotal} />
            </span>
          </p>
        </>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t('results.optional.empty')}</p>
      )}
    </section>
  );
}
