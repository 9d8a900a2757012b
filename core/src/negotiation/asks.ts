// The asks of the negotiation brief (see negotiation-brief.ts): which the offer leaves room for,
// the lines of the shown breakdown each pays for, its figure and its source. Their words are
// messages of locales/en.json and ar.json.
import { sumOfAmounts } from '../money/index.ts';
import { categorySource } from '../source-catalogue/index.ts';
import { type CountryCode, countryName } from '../countries/index.ts';
import { cityName, districtName } from '../places/index.ts';
import {
  categoryEdit,
  type ExpenseCategoryName,
  type ExpenseSubItem,
  housingUnitFor,
  rentLineOf,
  type ShownCategory,
  uncoveredTravellers,
} from '../cost-model/index.ts';
import { figureSourceIn, joinedTexts } from '../sources/index.ts';
import { householdSize, type OfferInput, type OfferLocation } from '../household/index.ts';
import { type Language, type Message, type MessageValue, money } from '../language/index.ts';
import type { NegotiationAsk, NegotiationAskKey } from './negotiation-brief.ts';
import type { FigureSource, SourceRef } from '../sources/index.ts';
import { message, type NegotiationMessageId } from './messages.ts';

/** A place as a sentence names it: the district or city, else the country ("the UAE"). */
export function placeIn(location: OfferLocation, withDistrict: boolean): Message {
  if (withDistrict && location.district) return districtName(location.district);
  if (location.city) return cityName(location.city);
  return message('negotiation.place.country', { country: location.country, name: countryName(location.country) });
}

const unitKeys = { Studio: 'studio', '1BR': 'oneBedroom', '2BR': 'twoBedroom', '3BR': 'threeBedroom' } as const;

// TRANSITIONAL (ADR 0020): on Arabic pages a source whose words are still sentences is its Arabic
// twin, another object than the lines' own, so the report's Sources page lists an ask's source after
// its lines'. A source whose words are messages has no twin: its Arabic copy, one per source, keeps
// the report as it was. This goes when every source says messages.
const arabicCopies = new WeakMap<FigureSource, FigureSource>();
function inLanguage(source: FigureSource, language: Language): FigureSource {
  const shown = figureSourceIn(source, language);
  if (language === 'en' || shown !== source) return shown;
  let copy = arabicCopies.get(source);
  if (!copy) arabicCopies.set(source, (copy = { ...source }));
  return copy;
}

/** One source for the lines of an ask: the lines' own when they share one, else all of them together. */
function sourceOfLines(lines: readonly ExpenseSubItem[], category: ShownCategory, country: CountryCode, language: Language): FigureSource {
  const sources = [
    ...new Set(
      lines.flatMap((line) => (line.source && !line.source.userEntry && line.amount !== 0 ? [inLanguage(line.source, language)] : [])),
    ),
  ];
  const [first] = sources;
  if (!first) return figureSourceIn(categorySource(category, country), language);
  if (sources.length === 1) return first;
  const refs = new Map<string, SourceRef>();
  for (const source of sources) for (const ref of source.sources) if (!refs.has(ref.title)) refs.set(ref.title, ref);
  const assumptions = [...new Set(sources.flatMap((s) => (s.assumption ? [s.assumption] : [])))];
  return {
    explanation: joinedTexts([...new Set(sources.map((s) => s.explanation))]),
    sources: [...refs.values()],
    asOf: first.asOf,
    assumption: assumptions.length > 0 ? joinedTexts(assumptions) : undefined,
  };
}

interface AskDraft {
  key: NegotiationAskKey;
  title: Message;
  category: ShownCategory;
  /** The category's lines the ask pays for. */
  lines: readonly ExpenseSubItem[];
  /** The allowance the offer already pays towards those lines. */
  offered: number;
  /** The detail's message and its values but the cost as shown (before the offered allowance) and the note. */
  detail: readonly [NegotiationMessageId, Readonly<Record<string, MessageValue>>];
  /** What the edit note says when the category was not edited (the housing unit's factor). */
  plainNote?: Message | undefined;
  /** The short reason the text gives after the figure. */
  basis: Message;
}

/** An ask with the short reason the text gives after its figure. */
export type DraftedAsk = NegotiationAsk & { basis: Message };

function askFrom(draft: AskDraft, country: CountryCode, language: Language): DraftedAsk | undefined {
  const edit = categoryEdit(draft.category);
  const modelCost = sumOfAmounts(draft.lines);
  const monthly = Math.round(modelCost + edit - draft.offered);
  if (monthly <= 0) return undefined;
  const estimate = edit === 0 ? undefined : Math.max(0, Math.round(modelCost - draft.offered));
  // The edit is of the whole category (rent with utilities, fees with books): the line's figure is
  // worked out from it, not typed as such, so it is not called the visitor's own figure.
  const note = estimate === undefined ? (draft.plainNote ?? '') : message('negotiation.edited', { estimate: money(modelCost, country) });
  const [id, values] = draft.detail;
  return {
    key: draft.key,
    title: draft.title,
    monthly,
    offered: draft.offered,
    estimate,
    detail: message(id, { ...values, cost: money(modelCost + edit, country), note }),
    source: sourceOfLines(draft.lines, draft.category, country, language),
    basis: draft.basis,
  };
}

/** The asks the offer leaves room for, before their figures are read from the breakdown. */
function askDrafts(input: OfferInput, shown: (name: ExpenseCategoryName) => ShownCategory | undefined): AskDraft[] {
  const { location, household, benefits } = input;
  const { country } = location;
  const size = householdSize(household.adults, household.children.length);
  const family = size > 1;
  const drafts: AskDraft[] = [];

  const housing = benefits.housing ?? 'allowance';
  const housingCategory = shown('Housing');
  const rentLine = rentLineOf(location, housingCategory);
  if (housing !== 'provided' && housingCategory && rentLine) {
    const offered = housing === 'allowance' ? Math.max(0, Math.round(benefits.housingAllowance)) : 0;
    const unit = housingUnitFor(size);
    const home = message('negotiation.home', { unit: unitKeys[unit.unit], place: placeIn(location, true) });
    drafts.push({
      key: 'housing',
      title: message('negotiation.ask.housing.title'),
      category: housingCategory,
      lines: [rentLine],
      offered,
      detail:
        offered > 0
          ? ['negotiation.ask.housing.detailOnTop', { home, offered: money(offered, country) }]
          : ['negotiation.ask.housing.detail', { home }],
      plainNote: unit.factor === 1 ? undefined : message('negotiation.ask.housing.factor', { factor: unit.factor }),
      basis: message('negotiation.ask.housing.basis', { home }),
    });
  }

  const education = shown('Education');
  const children = household.children.length;
  if (children > 0 && education) {
    // What the schools invoice: the fee lines and the rule lines (Saudi VAT, charged on the whole
    // tuition), which an allowance pays alike. The allowance line is the one negative line.
    const feeLines = education.subItems.filter((line) => line.amount > 0);
    const offered = Math.max(0, -sumOfAmounts(education.subItems.filter((line) => !line.rule && line.amount < 0)));
    const vat = feeLines.some((line) => line.rule !== undefined) ? 'yes' : 'no';
    drafts.push({
      key: 'education',
      title: message('negotiation.ask.education.title'),
      category: education,
      lines: feeLines,
      offered,
      detail:
        offered > 0
          ? ['negotiation.ask.education.detailOnTop', { children, vat, offered: money(offered, country) }]
          : ['negotiation.ask.education.detail', { children, vat }],
      basis: message('negotiation.ask.education.basis', { children }),
    });
  }

  const transport = shown('Transportation');
  if (benefits.carProvided === 'none' && transport) {
    drafts.push({
      key: 'transport',
      title: message('negotiation.ask.transport.title'),
      category: transport,
      lines: transport.subItems,
      offered: 0,
      detail: ['negotiation.ask.transport.detail', {}],
      basis: message('negotiation.ask.transport.basis'),
    });
  }

  const travel = shown('Travel');
  const travellers = uncoveredTravellers(benefits.annualFlights, size);
  if (travellers > 0 && travel) {
    drafts.push({
      key: 'flights',
      title: message('negotiation.ask.flights.title'),
      category: travel,
      lines: travel.subItems,
      offered: 0,
      // One traveller alone is the visitor; in a family, the ones the offer does not fly.
      detail: family ? ['negotiation.ask.flights.detail', { travellers }] : ['negotiation.ask.flights.detailSelf', {}],
      basis: family ? message('negotiation.ask.flights.basis', { travellers }) : message('negotiation.ask.flights.basisSelf'),
    });
  }

  const healthcare = shown('Healthcare');
  const uncovered = benefits.healthcareType === 'none' ? size : benefits.healthcareType === 'basic' ? size - 1 : 0;
  if (uncovered > 0 && healthcare) {
    const none = benefits.healthcareType === 'none';
    // The employee-only cover leaves someone out only in a family.
    const detail: AskDraft['detail'] = !none
      ? ['negotiation.ask.health.detailBasic', { people: uncovered }]
      : family
        ? ['negotiation.ask.health.detailNone', { people: uncovered }]
        : ['negotiation.ask.health.detailNoneSelf', {}];
    drafts.push({
      key: 'health',
      title: message(family ? 'negotiation.ask.health.titleFamily' : 'negotiation.ask.health.title'),
      category: healthcare,
      lines: healthcare.subItems,
      offered: 0,
      detail,
      basis: !none
        ? message('negotiation.ask.health.basisBasic', { dependants: uncovered })
        : family
          ? message('negotiation.ask.health.basisNone', { people: size })
          : message('negotiation.ask.health.basisNoneSelf'),
    });
  }

  return drafts;
}

/** The asks for an offer, in the brief's order, each read from the breakdown as shown; none of 0. */
export function negotiationAsks(input: OfferInput, expenses: readonly ShownCategory[], language: Language = 'en'): DraftedAsk[] {
  const shown = (name: ExpenseCategoryName) => expenses.find((c) => c.category === name);
  return askDrafts(input, shown).flatMap((draft) => askFrom(draft, input.location.country, language) ?? []);
}
