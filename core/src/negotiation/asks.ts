// The asks of the negotiation brief (see negotiation-brief.ts): which the offer leaves room for,
// the lines of the shown breakdown each pays for, its figure and its source.
import { categorySource } from '../category-sources.ts';
import type { CountryCode } from '../country-codes.ts';
import { countryProfile } from '../country-profiles.ts';
import { housingUnitFor, type ExpenseCategory, type ExpenseCategoryName, type ExpenseSubItem } from '../cost-constants.ts';
import { districtFigureSource } from '../figure-sources.ts';
import { householdSize } from '../household-options.ts';
import { formatMoney } from '../money-format.ts';
import type { NegotiationAsk, NegotiationAskKey } from '../negotiation-brief.ts';
import type { OfferInput } from '../offer-input.ts';
import { uncoveredTravellers } from '../return-fares.ts';
import type { FigureSource, SourceRef } from '../sources.ts';

export type ShownCategory = Pick<ExpenseCategory, 'category' | 'amount' | 'subItems'>;

const sum = (items: readonly { amount: number }[]) => items.reduce((total, item) => total + item.amount, 0);

// The category is edited as a whole, so its amount less its lines' sum is the user's change.
const editOf = (category: ShownCategory) => category.amount - sum(category.subItems);

export function countryName(country: CountryCode): string {
  const { name } = countryProfile(country);
  return name === 'UAE' ? 'the UAE' : name;
}

const unitNames = { Studio: 'a studio', '1BR': 'a 1-bedroom home', '2BR': 'a 2-bedroom home', '3BR': 'a 3-bedroom home' } as const;
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One source for the lines of an ask: the lines' own when they share one, else all of them together. */
function sourceOfLines(lines: readonly ExpenseSubItem[], category: ShownCategory, country: CountryCode): FigureSource {
  const sources = [...new Set(lines.flatMap((line) => (line.source && !line.source.userEntry && line.amount !== 0 ? [line.source] : [])))];
  const [first] = sources;
  if (!first) return categorySource(category, country);
  if (sources.length === 1) return first;
  const refs = new Map<string, SourceRef>();
  for (const source of sources) for (const ref of source.sources) if (!refs.has(ref.title)) refs.set(ref.title, ref);
  const assumptions = [...new Set(sources.flatMap((s) => (s.assumption ? [s.assumption] : [])))];
  return {
    explanation: [...new Set(sources.map((s) => s.explanation))].join(' '),
    sources: [...refs.values()],
    asOf: first.asOf,
    assumption: assumptions.length > 0 ? assumptions.join(' ') : undefined,
  };
}

interface AskDraft {
  key: NegotiationAskKey;
  title: string;
  category: ShownCategory;
  /** The category's lines the ask pays for. */
  lines: readonly ExpenseSubItem[];
  /** The allowance the offer already pays towards those lines. */
  offered: number;
  /** The sentence, given the cost as shown (before the offered allowance) and the edit suffix. */
  detail: (cost: string, edited: string) => string;
  /** The short reason the text gives after the figure. */
  basis: string;
}

/** An ask with the short reason the text gives after its figure. */
export type DraftedAsk = NegotiationAsk & { basis: string };

function askFrom(draft: AskDraft, country: CountryCode): DraftedAsk | undefined {
  const money = (amount: number) => formatMoney(amount, country);
  const edit = editOf(draft.category);
  const modelCost = sum(draft.lines);
  const monthly = Math.round(modelCost + edit - draft.offered);
  if (monthly <= 0) return undefined;
  const estimate = edit === 0 ? undefined : Math.max(0, Math.round(modelCost - draft.offered));
  const edited = estimate === undefined ? '' : ` (your figure; our estimate is ${money(modelCost)})`;
  return {
    key: draft.key,
    title: draft.title,
    monthly,
    offered: draft.offered,
    estimate,
    detail: draft.detail(money(modelCost + edit), edited),
    source: sourceOfLines(draft.lines, draft.category, country),
    basis: draft.basis,
  };
}

/** The asks the offer leaves room for, before their figures are read from the breakdown. */
function askDrafts(input: OfferInput, shown: (name: ExpenseCategoryName) => ShownCategory | undefined): AskDraft[] {
  const { location, household, benefits } = input;
  const { country } = location;
  const money = (amount: number) => formatMoney(amount, country);
  const size = householdSize(household.adults, household.children.length);
  const family = size > 1;
  const drafts: AskDraft[] = [];

  const housing = benefits.housing ?? 'allowance';
  const housingCategory = shown('Housing');
  const rentSource = districtFigureSource(location, 'rent');
  // The rent line is the one priced from the district's rent (the others are utilities and fees).
  const rentLine = housingCategory?.subItems.find((line) => line.source === rentSource);
  if (housing !== 'provided' && housingCategory && rentLine) {
    const offered = housing === 'allowance' ? Math.max(0, Math.round(benefits.housingAllowance)) : 0;
    const unit = housingUnitFor(size);
    const home = `${unitNames[unit.unit]} in ${location.district ?? location.city ?? countryName(country)}`;
    const factor = unit.factor === 1 ? '' : ` (${unit.factor} × the one-bedroom rent)`;
    drafts.push({
      key: 'housing',
      title: 'Housing allowance',
      category: housingCategory,
      lines: [rentLine],
      offered,
      detail: (cost, edited) =>
        `The rent of ${home} is ${cost} a month${edited || factor}; ${offered > 0 ? `the offer's housing allowance of ${money(offered)} pays part of it.` : 'the offer pays no housing allowance.'}`,
      basis: `the rent of ${home}`,
    });
  }

  const education = shown('Education');
  const children = household.children.length;
  if (children > 0 && education) {
    // The fee lines; the rule lines (Saudi VAT) are charged on the fees the household pays, so an
    // allowance that pays the fees removes them too. The allowance line is the one negative line.
    const feeLines = education.subItems.filter((line) => !line.rule && line.amount > 0);
    const offered = Math.max(0, -sum(education.subItems.filter((line) => !line.rule && line.amount < 0)));
    const kids = count(children, 'child', 'children');
    drafts.push({
      key: 'education',
      title: 'Education allowance',
      category: education,
      lines: feeLines,
      offered,
      detail: (cost, edited) =>
        `The school fees of ${kids} come to ${cost} a month${edited}; ${offered > 0 ? `the offer's education allowance of ${money(offered)} pays part of them.` : 'the offer pays no education allowance.'}`,
      basis: `the school fees of ${kids}`,
    });
  }

  const transport = shown('Transportation');
  if (benefits.carProvided === 'none' && transport) {
    drafts.push({
      key: 'transport',
      title: 'Transport allowance or a company car',
      category: transport,
      lines: transport.subItems,
      offered: 0,
      detail: (cost, edited) => `A car costs ${cost} a month to lease and run${edited}; the offer provides no car or car allowance.`,
      basis: 'a car lease and its running costs',
    });
  }

  const travel = shown('Travel');
  const travellers = uncoveredTravellers(benefits.annualFlights, size);
  if (travellers > 0 && travel) {
    const who = travellers === size && !family ? 'you' : `${count(travellers, 'person', 'people')} the offer does not fly`;
    drafts.push({
      key: 'flights',
      title: 'Flights home',
      category: travel,
      lines: travel.subItems,
      offered: 0,
      detail: (cost, edited) => `A return trip home a year for ${who} costs ${cost} a month${edited}.`,
      basis: travellers === 1 && !family ? 'a return trip home a year' : `a return trip home a year for ${travellers} of us`,
    });
  }

  const healthcare = shown('Healthcare');
  const uncovered = benefits.healthcareType === 'none' ? size : benefits.healthcareType === 'basic' ? size - 1 : 0;
  if (uncovered > 0 && healthcare) {
    const none = benefits.healthcareType === 'none';
    const people = count(uncovered, 'person', 'people');
    drafts.push({
      key: 'health',
      title: family ? 'Family health cover' : 'Health cover',
      category: healthcare,
      lines: healthcare.subItems,
      offered: 0,
      detail: (cost, edited) =>
        none
          ? `The offer includes no health cover; ${family ? `care for ${people}` : 'your own care'} costs ${cost} a month${edited}.`
          : `The offer's cover is for the employee only; care for the other ${people} costs ${cost} a month${edited}.`,
      basis: none
        ? `${family ? `care for the ${size} of us` : 'my own care'}, as the offer includes no health cover`
        : `care for my ${count(uncovered, 'dependant', 'dependants')}, whom the offer's cover leaves out`,
    });
  }

  return drafts;
}

/** The asks for an offer, in the brief's order, each read from the breakdown as shown; none of 0. */
export function negotiationAsks(input: OfferInput, expenses: readonly ShownCategory[]): DraftedAsk[] {
  const shown = (name: ExpenseCategoryName) => expenses.find((c) => c.category === name);
  return askDrafts(input, shown).flatMap((draft) => askFrom(draft, input.location.country) ?? []);
}
