import { Info } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { OfferLocation, SalaryPeriod } from '#core';
import { TooltipProvider } from '#web/components/ui/tooltip.tsx';
import type { MessageId } from '#web/i18n/i18n.ts';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { useResultTracking } from '../../hooks/use-result-tracking.ts';
import { buildComparisonModel } from '../../state/comparison-model.ts';
import { buildResultsModel } from '../../state/results-model.ts';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import type { StepProps } from '../steps/step-props.ts';
import { CityComparison } from './city-comparison.tsx';
import { ContractYearsPanel } from './contract-years-panel.tsx';
import { ExpenseBreakdown } from './expense-breakdown.tsx';
import { FamilyPanel } from './family-panel.tsx';
import { HomeCurrencyPanel } from './home-currency-panel.tsx';
import { PackageWorthPanel } from './package-worth-panel.tsx';
import { LearnMore } from './learn-more.tsx';
import { NegotiationBriefPanel } from './negotiation-brief-panel.tsx';
import { ObligationsPanel } from './obligations-panel.tsx';
import { OfferComparisonPanel } from './offer-comparison-panel.tsx';
import { OptionalCosts } from './optional-costs.tsx';
import { ProTips } from './pro-tips.tsx';
import { ResultsJumpList } from './results-jump-list.tsx';
import { SummaryFigures } from './summary-figures.tsx';
import { UpfrontCashPanel } from './upfront-cash-panel.tsx';
import { VerdictCard } from './verdict-card.tsx';

interface ResultsStepProps extends StepProps {
  /** The feedback form, composed in by the page (features do not import each other). */
  renderFeedback?: ((location: OfferLocation) => ReactNode) | undefined;
}

const periodLabels: Readonly<Record<SalaryPeriod, MessageId>> = { monthly: 'results.period.monthly', annual: 'results.period.annual' };
const periods = ['monthly', 'annual'] as const satisfies readonly SalaryPeriod[];

export function ResultsStep({ state, dispatch, renderFeedback }: ResultsStepProps) {
  const language = useLanguage();
  // The core writes its sentences (tips, cash lines, the contract's changes) in the page's language.
  const model = useMemo(() => buildResultsModel(state, language), [state, language]);
  useResultTracking(model);
  const t = useT();
  if (!model) return <p>{t('results.step.noCountry')}</p>;
  return <Results state={state} dispatch={dispatch} model={model} feedback={renderFeedback?.(model.input.location)} />;
}

function Results({
  state,
  dispatch,
  model,
  feedback,
}: StepProps & { model: NonNullable<ReturnType<typeof buildResultsModel>>; feedback: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const [period, setPeriod] = useState<SalaryPeriod>(state.answers.salaryPeriod);
  const comparison = useMemo(() => buildComparisonModel(state, language), [state, language]);
  const { evaluation, input, costSource } = model;
  const country = input.location.country;
  return (
    <TooltipProvider>
      <div className="grid gap-8">
        {comparison ? (
          <OfferComparisonPanel
            model={comparison}
            active={state.activeOffer}
            period={period}
            onShow={(index) => dispatch({ type: 'switch-offer', index, step: 5 })}
            onEdit={(index) => dispatch({ type: 'switch-offer', index, step: 1 })}
            onRemove={(index) => dispatch({ type: 'remove-offer', index })}
          />
        ) : null}
        {costSource.fellBack ? (
          <p role="status" className="flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
            <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {t(costSource.scope === 'city' ? 'results.step.fellBackCity' : 'results.step.fellBackCountry')}
          </p>
        ) : null}
        <VerdictCard evaluation={evaluation} />
        <ResultsJumpList sections={{ family: evaluation.decoded.hasFamily, negotiation: model.brief !== undefined }} />
        <div className="grid gap-3">
          <SegmentedControl<SalaryPeriod>
            label={t('results.period.label')}
            value={period}
            options={periods.map((value) => ({ value, label: t(periodLabels[value]) }))}
            onValueChange={setPeriod}
          />
          <SummaryFigures
            evaluation={evaluation}
            country={country}
            period={period}
            overridden={state.adjustments.packageOverride !== null}
            housing={model.input.benefits.housing ?? 'allowance'}
            onOverridePackage={(amount) => dispatch({ type: 'set-package-override', amount })}
          />
        </div>
        <ObligationsPanel evaluation={evaluation} country={country} period={period} />
        {/* Two columns only when the family panel is there: alone, the worth panel takes the row. */}
        <div className={evaluation.decoded.hasFamily ? 'grid gap-4 lg:grid-cols-2' : 'grid gap-4'}>
          <PackageWorthPanel evaluation={evaluation} country={country} period={period} />
          <FamilyPanel evaluation={evaluation} country={country} />
        </div>
        <HomeCurrencyPanel
          evaluation={evaluation}
          country={country}
          home={state.home}
          onCurrency={(currency) => dispatch({ type: 'set-home-currency', currency })}
          onSendHome={(value) => dispatch({ type: 'set-send-home', value })}
        />
        <NegotiationBriefPanel model={model} period={period} />
        <ExpenseBreakdown
          expenses={model.expenses}
          estimate={model.estimate}
          edited={model.expenseEdits}
          country={country}
          input={input}
          period={period}
          onEdit={(category, amount) => dispatch({ type: 'edit-expense', category, amount: { amount, period } })}
          employerPays={state.answers.benefits.employerPays}
          onEmployerPays={(key, pays) => dispatch({ type: 'set-employer-pays', key, pays })}
        />
        <OptionalCosts
          items={state.adjustments.optionalCosts}
          country={country}
          period={period}
          onAdd={(item) => dispatch({ type: 'add-optional-cost', item })}
          onUpdate={(id, amount) => dispatch({ type: 'update-optional-cost', id, amount })}
          onRemove={(id) => dispatch({ type: 'remove-optional-cost', id })}
        />
        <UpfrontCashPanel
          cash={model.upfront}
          coverage={model.coverage}
          follows={model.upfrontFollows}
          country={country}
          employerHousing={input.benefits.housing === 'provided'}
          uaeCheques={state.adjustments.uaeCheques}
          ksaRentPeriod={state.adjustments.ksaRentPeriod}
          onCheques={(cheques) => dispatch({ type: 'set-uae-cheques', cheques })}
          onKsaPeriod={(ksaPeriod) => dispatch({ type: 'set-ksa-rent-period', period: ksaPeriod })}
          onEditLine={(key, amount) => dispatch({ type: 'edit-cash-line', key, amount })}
          onAddAllowance={() => dispatch({ type: 'go-to-step', step: 3 })}
        />
        <ContractYearsPanel
          projection={model.projection}
          verdictChange={model.verdictChange}
          payback={model.payback}
          rentRule={model.rentRule}
          feeRule={model.feeRule}
          country={country}
          period={period}
          hasChildren={input.household.children.length > 0}
          rentsHome={input.benefits.housing !== 'provided'}
          salaryIncrease={state.adjustments.salaryIncrease}
          rentIncrease={state.adjustments.rentIncrease}
          onYears={(years) => dispatch({ type: 'set-contract-years', years })}
          onSalaryIncrease={(value) => dispatch({ type: 'set-salary-increase', value })}
          onRentIncrease={(value) => dispatch({ type: 'set-rent-increase', value })}
        />
        <CityComparison rows={model.cityComparison} country={country} period={period} />
        <ProTips tips={model.tips} />
        {feedback}
        <LearnMore country={country} />
      </div>
    </TooltipProvider>
  );
}
