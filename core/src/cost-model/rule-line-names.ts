// TRANSITIONAL (ADR 0020): the names of the lines a country's rules add are the country rules' words
// (country-rules/). Until they are messages there, a rule cost names its line in English and its Arabic
// is found here from the English, as expense-labels.ts found it before the cost model's own lines
// became messages; the breakdown carries both in one message (costModel.line.ruleCostTwin) that each
// language's catalogue reads its own side of. Delete this file when RuleCost.name is a message.
import { arabicCount, type Language, type Message } from '../language/index.ts';
import { type CurrencyCode, currencyNameIn } from '../countries/index.ts';
import { message, type CostModelMessageId } from './messages.ts';

const fixedLines: Readonly<Record<string, string>> = {
  'Dubai housing fee (5% of rent)': 'رسوم السكن في دبي (5% من الإيجار)',
  'Abu Dhabi municipality fee (5% of rent)': 'رسوم البلدية في أبوظبي (5% من الإيجار)',
  'Municipality tax (10% of rent)': 'ضريبة البلدية (10% من الإيجار)',
  'VAT on school fees (15%)': 'ضريبة القيمة المضافة على الرسوم المدرسية (15%)',
  'Unemployment insurance (1% of your pay)': 'التأمين ضد التعطل (1% من أجرك)',
  'Job-loss insurance (AED 5 a month plus VAT)': 'التأمين ضد التعطل عن العمل (5 دراهم شهريًا مع ضريبة القيمة المضافة)',
  'Job-loss insurance (AED 10 a month plus VAT)': 'التأمين ضد التعطل عن العمل (10 دراهم شهريًا مع ضريبة القيمة المضافة)',
  'Dependants’ health insurance (your employer must insure your family)': 'التأمين الصحي للمرافقين (صاحب العمل ملزم بالتأمين على أسرتك)',
  'Dependants’ health insurance (your employer must insure a spouse and up to 3 children)':
    'التأمين الصحي للمرافقين (صاحب العمل ملزم بالتأمين على الزوج أو الزوجة وما يصل إلى 3 أطفال)',
};

const currencyPattern = /\b(AED|SAR|QAR|OMR|BHD|KWD) ([\d,]+(?:\.\d+)?)/g;

/** "AED 2,500" → «2,500 درهم», wherever it occurs: the same digits, the currency after them. */
function arabicAmounts(text: string): string {
  return text.replace(currencyPattern, (_, code: CurrencyCode, amount: string) => `${amount} ${currencyNameIn(code, 'ar')}`);
}

const dependants = (count: number) =>
  arabicCount(count, { one: 'مرافق واحد', two: 'مرافقان', few: 'مرافقين', many: 'مرافقًا', other: 'مرافق' });

/** Patterns of the rule lines whose names carry a count or an amount; the first that matches names the line. */
const patterns: readonly { pattern: RegExp; arabic: (match: RegExpExecArray) => string }[] = [
  {
    pattern: /^Dependant levy \((\d+) × (SAR [\d,]+)\)$/,
    arabic: ([, n, amount]) => `المقابل المالي للمرافقين (${n} × ${arabicAmounts(amount ?? '')} شهريًا)`,
  },
  {
    pattern: /^Residence permits, Emirates IDs and medicals \((\d+) dependants?\)$/,
    arabic: ([, n]) => `الإقامات وبطاقات الهوية الإماراتية والفحوص الطبية (${dependants(Number(n))})`,
  },
  {
    pattern: /^Residence permits \((\d+) × ([A-Z]{3} [\d,]+) a year\)$/,
    arabic: ([, n, amount]) => `رسوم الإقامة (${n} × ${arabicAmounts(amount ?? '')} سنويًا)`,
  },
  {
    pattern: /^Resident cards \((\d+) × ([A-Z]{3} [\d,]+) a year\)$/,
    arabic: ([, n, amount]) => `بطاقات الإقامة (${n} × ${arabicAmounts(amount ?? '')} سنويًا)`,
  },
  {
    pattern: /^Dependant residence permits \((\d+) × ([A-Z]{3} [\d,]+) every 2 years\)$/,
    arabic: ([, n, amount]) => `إقامات المرافقين (${n} × ${arabicAmounts(amount ?? '')} كل سنتين)`,
  },
  {
    pattern: /^Residence fees \((\d+) × ([A-Z]{3} [\d,]+) a year\)$/,
    arabic: ([, n, amount]) => `رسوم الإقامة (${n} × ${arabicAmounts(amount ?? '')} سنويًا)`,
  },
  {
    pattern: /^Health insurance for dependants \((\d+) × ([A-Z]{3} [\d,]+) a year\)$/,
    arabic: ([, n, amount]) => `التأمين الصحي للمرافقين (${n} × ${arabicAmounts(amount ?? '')} سنويًا)`,
  },
  {
    pattern: /^Health insurance for dependants beyond the employer’s duty \((\d+) × ([A-Z]{3} [\d,]+) a year\)$/,
    arabic: ([, n, amount]) => `التأمين الصحي لمرافقين لا يلزم صاحب العمل بالتأمين عليهم (${n} × ${arabicAmounts(amount ?? '')} سنويًا)`,
  },
  {
    pattern: /^Government health-insurance fee \(((?:\d+ × [A-Z]{3} [\d,]+)(?: \+ \d+ × [A-Z]{3} [\d,]+)?) a year\)$/,
    arabic: ([, parts]) => `رسوم التأمين الصحي الحكومي (${arabicAmounts(parts ?? '')} سنويًا)`,
  },
];

function arabicLine(name: string): string {
  const fixed = fixedLines[name];
  if (fixed !== undefined) return fixed;
  for (const { pattern, arabic } of patterns) {
    const match = pattern.exec(name);
    if (match) return arabic(match);
  }
  return name;
}

// The names come from the rules (a few hundred at most); each is worked out once.
const lines = new Map<string, Message<CostModelMessageId>>();
const cacheLimit = 2_000;

/** A rule line's name in a language, as a sentence still written in the core (the sources page) needs it. */
export function ruleLineNameIn(name: string, language: Language): string {
  return language === 'ar' ? arabicLine(name) : name;
}

/** A rule cost's name as a line's label: a message as it is, an English name with its Arabic beside it. */
export function ruleLineLabel(name: string | Message): Message {
  if (typeof name !== 'string') return name;
  let label = lines.get(name);
  if (label === undefined) {
    label = message('costModel.line.ruleCostTwin', { language: '', english: name, arabic: arabicLine(name) });
    if (lines.size >= cacheLimit) lines.clear();
    lines.set(name, label);
  }
  return label;
}
