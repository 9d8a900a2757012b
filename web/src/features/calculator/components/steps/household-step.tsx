import * as Switch from '@radix-ui/react-switch';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import {
  ageBandLabels,
  ageBands,
  countryProfile,
  currencyFor,
  curricula,
  curriculumLabels,
  domesticHelpHint,
  fallbackAnnualSchoolFee,
  formatMoney,
  fromAed,
} from '#core';
import { Button } from '#web/components/ui/button.tsx';
import { optionsFrom, SelectField } from '#web/components/ui/select-field.tsx';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import { newLocalId } from '#web/lib/local-id.ts';
import type { AdultsAnswer, ChildAnswer } from '../../state/calculator-state.ts';
import type { StepProps } from './step-props.ts';

const ageBandOptions = optionsFrom(ageBands, ageBandLabels);
const curriculumOptions = optionsFrom(curricula, curriculumLabels);

const adultOptions = [
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4+' },
] as const;

function ChildCard({
  child,
  index,
  dispatch,
  fallbackFee,
}: {
  child: ChildAnswer;
  index: number;
  dispatch: StepProps['dispatch'];
  fallbackFee: string;
}) {
  const needsCurriculum = child.age !== '' && child.age !== 'nursery' && child.curriculum === '';
  return (
    <li className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-bold text-ink">Child {index + 1}</h3>
        <Button
          variant="danger"
          size="sm"
          onClick={() => dispatch({ type: 'remove-child', id: child.id })}
          aria-label={`Remove child ${index + 1}`}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove
        </Button>
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Age band"
          placeholder="Select age"
          value={child.age}
          options={ageBandOptions}
          onValueChange={(age) => dispatch({ type: 'update-child', id: child.id, patch: { age } })}
        />
        {child.age !== 'nursery' ? (
          <SelectField
            label="Curriculum"
            hint={
              needsCurriculum
                ? `Choose a curriculum so we can estimate school fees; until then we assume a typical ${fallbackFee} a year.`
                : undefined
            }
            placeholder="Select curriculum"
            value={child.curriculum}
            options={curriculumOptions}
            onValueChange={(curriculum) => dispatch({ type: 'update-child', id: child.id, patch: { curriculum } })}
          />
        ) : (
          <p className="self-end text-sm text-slate-600">Nursery care is estimated without a curriculum.</p>
        )}
      </div>
    </li>
  );
}

export function HouseholdStep({ state, dispatch }: StepProps) {
  const { adults, children, domesticHelp } = state.answers.household;
  const country = state.answers.location.country;
  const switchId = useId();
  const hint = country ? domesticHelpHint(country) : null;
  const fallbackFee = formatMoney(fromAed(fallbackAnnualSchoolFee, currencyFor(country || null)), country || null);
  return (
    <div className="grid gap-6">
      <SegmentedControl<AdultsAnswer>
        label="Adults"
        value={adults}
        options={adultOptions}
        onValueChange={(value) => dispatch({ type: 'set-adults', adults: value })}
      />
      <section aria-labelledby="children-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="children-heading" className="text-sm font-semibold text-ink">
            Children {children.length > 0 ? `(${children.length})` : ''}
          </h3>
          <Button variant="secondary" size="sm" onClick={() => dispatch({ type: 'add-child', id: newLocalId('child') })}>
            <Plus aria-hidden="true" className="h-4 w-4" /> Add child
          </Button>
        </div>
        {children.length === 0 ? (
          <p className="text-sm text-slate-600">No children added. School fees are left out of the estimate.</p>
        ) : (
          <ul className="grid gap-3">
            {children.map((child, index) => (
              <ChildCard key={child.id} child={child} index={index} dispatch={dispatch} fallbackFee={fallbackFee} />
            ))}
          </ul>
        )}
      </section>
      <div className="flex items-start justify-between gap-4 rounded-2xl border border-slate-200 p-4">
        <div>
          <label htmlFor={switchId} className="text-sm font-semibold text-ink">
            Domestic help
          </label>
          <p className="mt-1 text-xs text-slate-600" id={`${switchId}-hint`}>
            {hint && country
              ? `Typical full-time help in ${countryProfile(country).name}: ${formatMoney(hint.min, country)}-${formatMoney(hint.max, country).replace(/^[A-Z]{3}\s/, '')} a month.`
              : 'A full-time housekeeper or nanny.'}
          </p>
        </div>
        <Switch.Root
          id={switchId}
          checked={domesticHelp}
          aria-describedby={`${switchId}-hint`}
          onCheckedChange={(checked) => dispatch({ type: 'set-domestic-help', domesticHelp: checked })}
          className="relative h-7 w-12 shrink-0 rounded-full bg-slate-400 transition-colors data-[state=checked]:bg-brand-700"
        >
          <Switch.Thumb className="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
      </div>
    </div>
  );
}
