import * as Switch from '@radix-ui/react-switch';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import {
  ageBands,
  countryName,
  currencyFor,
  curricula,
  domesticHelpHint,
  fallbackAnnualSchoolFee,
  formatMoney,
  formatMoneyArabic,
  fromAed,
  type CountryCode,
  type Language,
} from '#core';
import { Button } from '#web/components/ui/button.tsx';
import { optionsFrom, SelectField } from '#web/components/ui/select-field.tsx';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import type { Translate } from '#web/i18n/i18n.ts';
import { useLanguage, useMoney, useT } from '#web/i18n/use-translation.ts';
import { newLocalId } from '#web/lib/local-id.ts';
import type { AdultsAnswer, ChildAnswer } from '../../state/calculator-state.ts';
import { ageBandMessages, curriculumMessages } from './option-labels.ts';
import type { StepProps } from './step-props.ts';

/**
 * The monthly cost of full-time help as a range: "AED 2,500-3,500" in English (the code once, at the
 * front); «من 2,500 إلى 3,500 درهم» in Arabic (the currency once, after the second amount).
 */
function helpRange(min: number, max: number, country: CountryCode, language: Language): { min: string; max: string } {
  if (language === 'ar') return { min: formatMoneyArabic(min, country).replace(/\s\D+$/, ''), max: formatMoneyArabic(max, country) };
  return { min: formatMoney(min, country), max: formatMoney(max, country).replace(/^[A-Z]{3}\s/, '') };
}

function domesticHelpText(country: CountryCode | '', t: Translate, language: Language): string {
  if (!country) return t('steps.household.domesticHelpNoCountry');
  const { min, max } = domesticHelpHint(country);
  return t('steps.household.domesticHelpHint', { country: t(countryName(country)), ...helpRange(min, max, country, language) });
}

function ChildCard({
  child,
  index,
  dispatch,
  fallbackFee,
  onRemove,
}: {
  child: ChildAnswer;
  index: number;
  dispatch: StepProps['dispatch'];
  fallbackFee: string;
  onRemove: (id: string) => void;
}) {
  const t = useT();
  const needsCurriculum = child.age !== '' && child.age !== 'nursery' && child.curriculum === '';
  const number = index + 1;
  return (
    <li className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-bold text-ink">{t('steps.household.child', { number })}</h3>
        <Button variant="danger" size="sm" onClick={() => onRemove(child.id)} aria-label={t('steps.household.removeChild', { number })}>
          <Trash2 aria-hidden="true" className="h-4 w-4" /> {t('steps.household.remove')}
        </Button>
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('steps.household.ageBand')}
          placeholder={t('steps.household.agePlaceholder')}
          required
          error={child.age === '' ? t('steps.household.ageRequired') : undefined}
          value={child.age}
          options={optionsFrom(ageBands, (age) => t(ageBandMessages[age]))}
          onValueChange={(age) => dispatch({ type: 'update-child', id: child.id, patch: { age } })}
        />
        {child.age !== 'nursery' ? (
          <SelectField
            label={t('steps.household.curriculum')}
            hint={needsCurriculum ? t('steps.household.curriculumHint', { fee: fallbackFee }) : undefined}
            placeholder={t('steps.household.curriculumPlaceholder')}
            value={child.curriculum}
            options={optionsFrom(curricula, (curriculum) => t(curriculumMessages[curriculum]))}
            onValueChange={(curriculum) => dispatch({ type: 'update-child', id: child.id, patch: { curriculum } })}
          />
        ) : (
          <p className="self-end text-sm text-slate-600">{t('steps.household.nurseryNote')}</p>
        )}
      </div>
    </li>
  );
}

export function HouseholdStep({ state, dispatch }: StepProps) {
  const t = useT();
  const money = useMoney();
  const language = useLanguage();
  const { adults, children, domesticHelp } = state.answers.household;
  const country = state.answers.location.country;
  const switchId = useId();
  // The removed card took the focused button with it: focus goes to "Add child", not the page body.
  const addChild = useRef<HTMLButtonElement>(null);
  const focusAfterRemove = useRef(false);
  useEffect(() => {
    if (!focusAfterRemove.current) return;
    focusAfterRemove.current = false;
    addChild.current?.focus();
  }, [children.length]);
  const removeChild = (id: string) => {
    focusAfterRemove.current = true;
    dispatch({ type: 'remove-child', id });
  };
  const fallbackFee = money(fromAed(fallbackAnnualSchoolFee, currencyFor(country || null)), country || null);
  const adultOptions: readonly { value: AdultsAnswer; label: string }[] = [
    { value: '1', label: '1' },
    { value: '2', label: '2' },
    { value: '3', label: '3' },
    { value: '4', label: t('steps.household.adultsFourOrMore') },
  ];
  return (
    <div className="grid gap-6">
      <SegmentedControl<AdultsAnswer>
        label={t('steps.household.adults')}
        value={adults}
        options={adultOptions}
        onValueChange={(value) => dispatch({ type: 'set-adults', adults: value })}
      />
      <section aria-labelledby="children-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="children-heading" className="text-sm font-semibold text-ink">
            {children.length > 0 ? t('steps.household.childrenCount', { count: children.length }) : t('steps.household.children')}
          </h3>
          <Button ref={addChild} variant="secondary" size="sm" onClick={() => dispatch({ type: 'add-child', id: newLocalId('child') })}>
            <Plus aria-hidden="true" className="h-4 w-4" /> {t('steps.household.addChild')}
          </Button>
        </div>
        {children.length === 0 ? (
          <p className="text-sm text-slate-600">{t('steps.household.noChildren')}</p>
        ) : (
          <ul className="grid gap-3">
            {children.map((child, index) => (
              <ChildCard key={child.id} child={child} index={index} dispatch={dispatch} fallbackFee={fallbackFee} onRemove={removeChild} />
            ))}
          </ul>
        )}
      </section>
      <div className="flex items-start justify-between gap-4 rounded-2xl border border-slate-200 p-4">
        <div>
          <label htmlFor={switchId} className="text-sm font-semibold text-ink">
            {t('steps.household.domesticHelp')}
          </label>
          <p className="mt-1 text-xs text-slate-600" id={`${switchId}-hint`}>
            {domesticHelpText(country, t, language)}
          </p>
        </div>
        <Switch.Root
          id={switchId}
          checked={domesticHelp}
          aria-describedby={`${switchId}-hint`}
          onCheckedChange={(checked) => dispatch({ type: 'set-domestic-help', domesticHelp: checked })}
          className="relative h-7 w-12 shrink-0 rounded-full bg-slate-400 transition-colors data-[state=checked]:bg-brand-700"
        >
          {/* The thumb starts at the inline start and slides toward the end: leftward on right-to-left pages. */}
          <Switch.Thumb className="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[22px]" />
        </Switch.Root>
      </div>
    </div>
  );
}
