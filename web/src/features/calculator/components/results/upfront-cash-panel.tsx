import { Pencil, Wallet } from 'lucide-react';
import type { CountryCode, KsaRentPeriod, UaeCheques, UpfrontCash, UpfrontCashLine, UpfrontCoverage } from '#core';
import { SegmentedControl } from '#web/components/ui/segmented-control.tsx';
import type { MessageId } from '#web/i18n/i18n.ts';
import type { UpfrontFollows } from '../../state/results-model.ts';
import { coverageSentence, weeksSentence } from './cash-and-years-sentences.ts';
import { InlineAmountEditor } from './inline-amount-editor.tsx';
import { useWords } from './results-words.ts';
import { useInlineEdit } from './use-inline-edit.ts';
import { SourceInfo } from './source-info.tsx';

const chequeOptions = (['1', '2', '4', '6', '12'] as const).map((value) => ({ value, label: value }));
const ksaPeriodNames: Readonly<Record<KsaRentPeriod, MessageId>> = {
  yearly: 'results.upfront.yearly',
  'half-yearly': 'results.upfront.halfYearly',
};
const ksaPeriods = ['yearly', 'half-yearly'] as const satisfies readonly KsaRentPeriod[];

/** The panel's groups, by line key: the home, the schools, and getting there. */
const groups = [
  { title: 'results.upfront.groupHome', has: (key: string) => key.startsWith('rent-') || key === 'utilities' || key === 'furniture' },
  { title: 'results.upfront.groupSchool', has: (key: string) => key.startsWith('child-') },
  { title: 'results.upfront.groupMove', has: (key: string) => key === 'car' || key === 'flights' || key === 'visas' },
] as const satisfies readonly { title: MessageId; has: (key: string) => boolean }[];

interface UpfrontCashPanelProps {
  cash: UpfrontCash;
  coverage: UpfrontCoverage;
  follows: UpfrontFollows;
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
  const { t, money: format } = useWords();
  const { editing, startEditing, stopEditing, trigger } = useInlineEdit();
  const money = (amount: number) => format(amount, country);
  const name = t(line.name);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2" data-testid="upfront-line" data-key={line.key}>
      {/* At least 6rem for the name, 10rem in Arabic: when the amount is long the amount moves under the
          name instead of squeezing it to a word a line. An Arabic amount carries its currency's name
          ("8 دينار كويتي"), so on a phone every Arabic line stacks, rather than only those whose amount
          happens to be long; English lines sit beside their amounts. */}
      <span className="min-w-0 flex-1 basis-24 text-slate-800 rtl:basis-40">
        {name}
        {line.estimate !== undefined ? (
          <span className="ms-2 whitespace-nowrap rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('results.upfront.editedEstimate', { amount: money(line.estimate) })}
          </span>
        ) : null}
      </span>
      {editing ? (
        <InlineAmountEditor
          country={country}
          label={name}
          initial={line.amount}
          emptyValue={0}
          onSave={(amount) => {
            onEdit(amount ?? 0);
            stopEditing();
          }}
          onCancel={stopEditing}
        />
      ) : (
        <span className="ms-auto flex items-center gap-1 font-semibold tabular-nums text-ink">
          <span data-testid="upfront-amount">{money(line.amount)}</span>
          {line.source ? <SourceInfo figure={name} source={line.source} /> : null}
          <button
            type="button"
            ref={trigger}
            onClick={startEditing}
            aria-label={t('results.common.edit', { name })}
            className="rounded-lg p-2 text-brand-800 hover:bg-brand-50"
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </button>
        </span>
      )}
    </li>
  );
}

/** The cash a move needs before the first salary, line by line and editable. */
export function UpfrontCashPanel({
  cash,
  coverage,
  follows,
  country,
  employerHousing,
  uaeCheques,
  ksaRentPeriod,
  onCheques,
  onKsaPeriod,
  onEditLine,
  onAddAllowance,
}: UpfrontCashPanelProps) {
  const words = useWords();
  const { t } = words;
  const money = (amount: number) => words.money(amount, country);
  return (
    <section
      aria-labelledby="upfront-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="upfront-cash"
    >
      <h2 id="upfront-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
        <Wallet aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t('results.upfront.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('results.upfront.intro')}</p>
      {follows.rent !== undefined || follows.schools ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="upfront-follows">
          {[
            follows.rent !== undefined ? t('results.upfront.followsRent', { amount: money(follows.rent) }) : '',
            follows.schools ? t('results.upfront.followsSchools') : '',
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      ) : null}
      {country === 'UAE' && !employerHousing ? (
        <SegmentedControl<`${UaeCheques}`>
          className="mt-4"
          label={t('results.upfront.cheques')}
          value={`${uaeCheques}`}
          options={chequeOptions}
          onValueChange={(value) => onCheques(Number(value) as UaeCheques)}
        />
      ) : null}
      {country === 'KSA' && !employerHousing ? (
        <SegmentedControl<KsaRentPeriod>
          className="mt-4"
          label={t('results.upfront.ejar')}
          value={ksaRentPeriod}
          options={ksaPeriods.map((value) => ({ value, label: t(ksaPeriodNames[value]) }))}
          onValueChange={onKsaPeriod}
        />
      ) : null}
      {employerHousing ? (
        <p className="mt-3 rounded-xl bg-slate-100 p-3 text-sm text-slate-700">{t('results.upfront.employerHome')}</p>
      ) : null}
      {groups.map((group) => {
        const lines = cash.lines.filter((line) => group.has(line.key));
        if (lines.length === 0) return null;
        return (
          <div key={group.title} className="mt-4">
            <h3 className="text-sm font-bold uppercase tracking-wide text-slate-700">{t(group.title)}</h3>
            <ul className="mt-1 divide-y divide-slate-100 border-y border-slate-100 text-sm">
              {lines.map((line) => (
                <CashLine key={line.key} line={line} country={country} onEdit={(amount) => onEditLine(line.key, amount)} />
              ))}
            </ul>
          </div>
        );
      })}
      {/* The totals never wrap inside an amount ("KWD" over "5,400", or an Arabic currency name split); the label wraps instead. */}
      <dl className="mt-4 grid gap-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">{t('results.upfront.total')}</dt>
          <dd className="whitespace-nowrap font-semibold tabular-nums text-ink" data-testid="upfront-total">
            {money(cash.total)}
          </dd>
        </div>
        {cash.relocationAllowance > 0 ? (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-700">{t('results.upfront.allowance')}</dt>
            <dd className="whitespace-nowrap font-semibold tabular-nums text-emerald-800" data-testid="upfront-allowance">
              −{money(cash.relocationAllowance)}
            </dd>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-between gap-x-3 border-t border-slate-200 pt-2 text-base">
          <dt className="min-w-0 flex-1 basis-40 font-bold text-ink">{t('results.upfront.net')}</dt>
          <dd className="ms-auto whitespace-nowrap font-extrabold tabular-nums text-ink" data-testid="upfront-net">
            {money(cash.net)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-800" data-testid="upfront-weeks">
        {weeksSentence(cash, words, 'results')}
      </p>
      <p
        className={
          coverage.covered
            ? 'mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950'
            : 'mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-950'
        }
        data-testid="upfront-coverage"
      >
        {coverageSentence(cash, coverage, country, words, 'results')}
      </p>
      {cash.relocationAllowance === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('results.upfront.askAllowance')}{' '}
          <button type="button" onClick={onAddAllowance} className="font-semibold text-brand-800 underline underline-offset-2">
            {t('results.upfront.addAllowance')}
          </button>{' '}
          {t('results.upfront.allowanceTaken')}
        </p>
      ) : null}
    </section>
  );
}
