// The FAQ, country guides and legal pages: their schemas, the spec's fixed wording, the rich-text
// allow-list, and the figures the guides quote, checked against the core so that a
// data update that moves them fails here instead of leaving stale prose.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  aedToLocalFactor,
  contentFigure,
  costRecord,
  factByKey,
  familyBudgetCategories,
  countryBySlug,
  currencyFor,
  dataAsOf,
  dataCoverage,
  listCities,
  formatMoney,
  listDistricts,
  privacyDisclosure,
  schoolFeeTable,
  type CountryCode,
  type Curriculum,
} from '../core/src/index.ts';
import privacyWords from '../core/src/privacy/locales/en.json' with { type: 'json' };
import { countWords } from './blog/word-count.ts';
import {
  countryGuideSchema,
  faqFileSchema,
  faqTokenNames,
  highlightClasses,
  legalPageSchema,
  legalTokenNames,
  privacyTokens,
  type CountryGuide,
  type LegalPage,
} from './schema.ts';

const contentDir = new URL('./', import.meta.url).pathname;
const readJson = (path: string): unknown => JSON.parse(readFileSync(`${contentDir}${path}`, 'utf8'));
const articleIds = new Set(
  readdirSync(`${contentDir}blog/articles`)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, '')),
);

// ---------- Rich text ----------

const internalPathPattern =
  /^\/(?:faq|blog(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?|uae|saudi-arabia|qatar|oman|bahrain|kuwait|privacy|terms|sources)?$/;

/** Every way a rich-text string breaks the allow-list; empty when it is clean. */
function richTextProblems(html: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    const [tag, slash, name = '', attributes = ''] = match;
    if (slash) {
      if (attributes.trim() !== '') problems.push(`closing tag with attributes: ${tag}`);
      if (open.pop() !== name) problems.push(`unbalanced ${tag}`);
      continue;
    }
    open.push(name);
    if (name === 'strong' || name === 'em') {
      if (attributes.trim() !== '') problems.push(`attributes not allowed: ${tag}`);
    } else if (name === 'span') {
      const className = /^\s+class="([^"]*)"\s*$/.exec(attributes)?.[1];
      if (!className || !(highlightClasses as readonly string[]).includes(className)) problems.push(`span class not allowed: ${tag}`);
    } else if (name === 'a') {
      const href = /^\s+href="([^"]*)"\s*$/.exec(attributes)?.[1];
      if (!href || !internalPathPattern.test(href)) problems.push(`link not to an internal path: ${tag}`);
      else if (href.startsWith('/blog/') && !articleIds.has(href.slice('/blog/'.length)))
        problems.push(`link to a missing article: ${tag}`);
    } else {
      problems.push(`tag not allowed: ${tag}`);
    }
  }
  if (open.length > 0) problems.push(`unclosed tags: ${open.join(', ')}`);
  const text = html.replace(/<[^>]*>/g, '');
  if (/[<>]/.test(text)) problems.push('stray < or >');
  return problems;
}

/** A fact or figure token resolves through the core (it throws on an unknown key, figure or place). */
function resolvesInCore(name: string): boolean {
  try {
    if (name.startsWith('fact:')) return factByKey(name.slice('fact:'.length)).text.length > 0;
    if (name.startsWith('figure:')) return contentFigure(name.slice('figure:'.length)).money > 0;
  } catch {
    return false;
  }
  return false;
}

function tokenProblems(text: string, allowed: readonly string[]): string[] {
  const withoutTokens = text.replace(/\{\{([^{}]+)\}\}/g, (token, name: string) =>
    allowed.includes(name) || resolvesInCore(name) ? '' : `UNKNOWN${token}`,
  );
  return /[{}]/.test(withoutTokens) ? [`unknown or malformed token in: ${text.slice(0, 80)}`] : [];
}

/** The tokens' values as the loaders fill them (web/src/features/content/server/content-tokens.server.ts). */
function fillTokens(text: string): string {
  const { countries, cities, districts } = dataCoverage();
  const values: Record<string, string> = {
    countries: String(countries),
    cities: String(cities),
    districts: String(districts),
    dataDate: dataAsOf.asOfLabel,
  };
  // The statements as the English pages say them: core's privacy catalogue, with its one placeholder filled.
  const statement = (key: keyof typeof privacyDisclosure) => {
    const { messageId, values: filled } = privacyDisclosure[key];
    return privacyWords[messageId].replace(/\{(\w+)\}/g, (_, name: string) => String(filled?.[name] ?? ''));
  };
  for (const [token, key] of Object.entries(privacyTokens)) values[token] = statement(key);
  return text.replace(/\{\{([^{}]+)\}\}/g, (whole, name: string) => {
    if (name.startsWith('fact:')) return factByKey(name.slice('fact:'.length)).text;
    if (name.startsWith('figure:')) {
      const figure = contentFigure(name.slice('figure:'.length));
      return formatMoney(figure.money, figure.country);
    }
    return values[name] ?? whole;
  });
}

/** American spellings that slip into British copy. */
const americanSpellings = /\b(?:neighborhoods?|favorites?|colors?|organiz\w*|analyz\w*|traveling|traveled|canceled|labor|programs?)\b/i;

describe('rich-text checker', () => {
  it('accepts the allow-list and rejects everything else', () => {
    expect(
      richTextProblems('<strong>a</strong> <em>b</em> <span class="hl-info">c</span> <a href="/blog">d</a> <a href="/">e</a>'),
    ).toEqual([]);
    expect(richTextProblems('<a href="https://example.com">x</a>')).not.toEqual([]);
    expect(richTextProblems('<a href="/blog/no-such-article">x</a>')).not.toEqual([]);
    expect(richTextProblems('<span class="text-red">x</span>')).not.toEqual([]);
    expect(richTextProblems('<script>x</script>')).not.toEqual([]);
    expect(richTextProblems('<strong>x')).not.toEqual([]);
    expect(richTextProblems('<b onclick="x">x</b>')).not.toEqual([]);
  });
});

// ---------- FAQ ----------

describe('FAQ (content/faq.json)', () => {
  const parsed = faqFileSchema.safeParse(readJson('faq.json'));
  const items = parsed.success ? parsed.data.items : [];

  it('matches the FAQ schema with exactly 25 items', () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(items).toHaveLength(25);
  });

  it('has unique ids and questions', () => {
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(new Set(items.map((item) => item.question.toLowerCase())).size).toBe(items.length);
  });

  it('links item 25 to the blog', () => {
    expect(items[24]?.answer).toContain('href="/blog"');
  });

  it('uses only allowed HTML, internal links and data tokens', () => {
    for (const item of items) {
      expect(richTextProblems(item.answer), item.id).toEqual([]);
      expect(tokenProblems(item.answer, faqTokenNames), item.id).toEqual([]);
      expect(richTextProblems(item.question), item.id).toEqual([]);
      expect(item.question, item.id).not.toMatch(/[<>{}]/);
    }
  });

  it('keeps answers between 40 and 150 words, as read (tokens filled)', () => {
    for (const item of items) {
      const words = countWords(fillTokens(item.answer));
      expect(words, item.id).toBeGreaterThanOrEqual(40);
      expect(words, item.id).toBeLessThanOrEqual(150);
    }
  });

  it('takes coverage and the data date from tokens, never typed figures', () => {
    const all = items.map((item) => item.answer).join('\n');
    expect(all).toContain('{{countries}} countries, {{cities}} cities and {{districts}} districts');
    expect(all).toContain('{{dataDate}}');
    expect(all).not.toMatch(/\b\d+\+?\s+(?:cities|districts)\b/);
    expect(all).not.toMatch(/October 2025 (?:market|data)/);
  });

  it('states the verdict thresholds as core/src/verdict/verdict.ts applies them', () => {
    const verdicts = items.find((item) => item.id === 'what-do-the-verdicts-mean')?.answer ?? '';
    for (const phrase of ['20% or more', '10% to under 20%', '0% to under 10%', 'below 0%', '<strong>Borderline</strong> is 0-20%']) {
      expect(verdicts).toContain(phrase);
    }
  });

  it('uses British spelling', () => {
    for (const item of items) expect(`${item.question} ${item.answer}`, item.id).not.toMatch(americanSpellings);
  });
});

// ---------- Country guides ----------

const expectedGuides: ReadonlyArray<{ slug: CountryGuide['slug']; code: CountryCode; name: string; avgSalary: string }> = [
  { slug: 'uae', code: 'UAE', name: 'UAE', avgSalary: 'AED 15,000-25,000' },
  { slug: 'saudi-arabia', code: 'KSA', name: 'Saudi Arabia', avgSalary: 'SAR 12,000-22,000' },
  { slug: 'qatar', code: 'Qatar', name: 'Qatar', avgSalary: 'QAR 15,000-25,000' },
  { slug: 'oman', code: 'Oman', name: 'Oman', avgSalary: 'OMR 1,000-1,800' },
  { slug: 'bahrain', code: 'Bahrain', name: 'Bahrain', avgSalary: 'BHD 1,000-1,800' },
  { slug: 'kuwait', code: 'Kuwait', name: 'Kuwait', avgSalary: 'KWD 900-1,600' },
];

function loadGuide(slug: string): CountryGuide {
  return countryGuideSchema.parse(readJson(`guides/${slug}.json`));
}

/** Every prose string of a guide, for the text-wide checks. */
function guideTexts(guide: CountryGuide): string[] {
  return [
    ...guide.highlights,
    guide.overview,
    ...Object.values(guide.costOfLiving),
    ...Object.values(guide.salaryRanges),
    guide.education.overview,
    ...guide.education.costs,
    ...Object.values(guide.lifestyle),
    guide.metaDescription,
    ...guide.keywords,
  ];
}

const amount = (text: string) => Number(text.replace(/,/g, ''));
const bandPattern = /^([A-Z]{3}) (\d{1,3}(?:,\d{3})*)-(\d{1,3}(?:,\d{3})*)$/;

function band(text: string): { currency: string; min: number; max: number } {
  const match = bandPattern.exec(text);
  if (!match) throw new Error(`not a salary band: ${text}`);
  return { currency: match[1] ?? '', min: amount(match[2] ?? ''), max: amount(match[3] ?? '') };
}

describe('country guides (content/guides)', () => {
  it('holds exactly the six guides', () => {
    const files = readdirSync(`${contentDir}guides`)
      .filter((file) => file.endsWith('.json'))
      .sort();
    expect(files).toEqual(expectedGuides.map((g) => `${g.slug}.json`).sort());
  });

  describe.each(expectedGuides)('$slug', (expected) => {
    const parsed = countryGuideSchema.safeParse(readJson(`guides/${expected.slug}.json`));

    it('matches the guide schema', () => {
      expect(parsed.error?.issues ?? []).toEqual([]);
    });

    it('has the spec slug, code, name and average salary', () => {
      const guide = loadGuide(expected.slug);
      expect(guide.slug).toBe(expected.slug);
      expect(guide.code).toBe(expected.code);
      expect(guide.name).toBe(expected.name);
      expect(guide.avgSalary).toBe(expected.avgSalary);
      expect(countryBySlug(guide.slug)?.code).toBe(guide.code);
    });

    it('has monthly salary bands in local currency around the average', () => {
      const guide = loadGuide(expected.slug);
      const currency = currencyFor(guide.code);
      const [entry, mid, senior] = [band(guide.salaryRanges.entry), band(guide.salaryRanges.mid), band(guide.salaryRanges.senior)];
      for (const b of [entry, mid, senior]) {
        expect(b.currency).toBe(currency);
        expect(b.min).toBeLessThan(b.max);
      }
      expect(guide.salaryRanges.mid).toBe(guide.avgSalary);
      expect(entry.min).toBeLessThan(mid.min);
      expect(entry.max).toBeLessThanOrEqual(mid.max);
      expect(senior.min).toBeGreaterThanOrEqual(mid.min);
      expect(senior.max).toBeGreaterThan(mid.max);
    });

    it('is plain text, in British spelling, with amounts written "AED 7,500" in the local currency', () => {
      const guide = loadGuide(expected.slug);
      const currency = currencyFor(guide.code);
      for (const raw of guideTexts(guide)) {
        // Read as the page shows it: fact and figure tokens filled (an unknown one throws).
        const text = fillTokens(raw);
        expect(text).not.toMatch(/[<>{}]/);
        expect(text).not.toMatch(americanSpellings);
        expect(text).not.toMatch(/\b(?:AED|SAR|QAR|OMR|BHD|KWD|USD)\d|\d ?(?:AED|SAR|QAR|OMR|BHD|KWD)\b|\bDh ?\d/);
        for (const code of text.match(/\b(?:AED|SAR|QAR|OMR|BHD|KWD)(?= \d)/g) ?? []) expect(code, text).toBe(currency);
      }
    });

    it("quotes school fee ranges that contain the calculator's own (converted) fee table", () => {
      const guide = loadGuide(expected.slug);
      const factor = aedToLocalFactor(currencyFor(guide.code));
      const curricula: ReadonlyArray<[string, Curriculum]> = [
        ['British:', 'british'],
        ['American:', 'american'],
        ['IB:', 'ib'],
        ['Indian (CBSE):', 'indian'],
        ['Arabic/MOE', 'arabic'],
      ];
      let checked = 0;
      for (const line of guide.education.costs) {
        const curriculum = curricula.find(([prefix]) => line.startsWith(prefix))?.[1];
        if (!curriculum) continue;
        const quoted = [...line.matchAll(/[A-Z]{3} (\d{1,3}(?:,\d{3})*)-(\d{1,3}(?:,\d{3})*)/g)].map(
          (m) => [amount(m[1] ?? ''), amount(m[2] ?? '')] as const,
        );
        // Each line quotes the nursery, primary (grades 1-5) and final (grades 9-12) levels, in that order.
        const levels = (['nursery', 'grade1-5', 'grade9-12'] as const).map((age) => schoolFeeTable[curriculum][age].fees);
        expect(quoted, line).toHaveLength(levels.length);
        levels.forEach((fees, i) => {
          const [low, high] = quoted[i] ?? [NaN, NaN];
          expect(low, line).toBeLessThanOrEqual(Math.round(fees.min * factor));
          expect(high, line).toBeGreaterThanOrEqual(Math.round(fees.max * factor));
        });
        checked += 1;
      }
      expect(checked).toBeGreaterThanOrEqual(3);
    });
  });
});

// ---------- Figures the guides quote, recomputed from the core ----------

/** The guides' family budget (core/src/facts/content-figures.ts), with its groceries and eating-out lines. */
function familyBudget(country: CountryCode, city: string, curriculum: Curriculum) {
  const categories = familyBudgetCategories(country, city, curriculum);
  const food = categories.find((c) => c.category === 'Groceries & Food');
  return {
    total: categories.reduce((sum, c) => sum + c.amount, 0),
    groceries: food?.subItems[0]?.amount ?? NaN,
    diningOut: food?.subItems[1]?.amount ?? NaN,
  };
}

const perAdult = (country: CountryCode) => 1_200 * aedToLocalFactor(currencyFor(country));
const perChild = (country: CountryCode) => 800 * aedToLocalFactor(currencyFor(country));

/** [guide, phrase as written, the figure it quotes, the model's value, rounding step]. */
const pointClaims: ReadonlyArray<[CountryGuide['slug'], string, number, () => number, number]> = [
  [
    'uae',
    'about AED 3,900 a month for food',
    3_900,
    () => familyBudget('UAE', 'Dubai', 'british').groceries + familyBudget('UAE', 'Dubai', 'british').diningOut,
    100,
  ],
  ['saudi-arabia', 'about SAR 2,700 a month for groceries', 2_700, () => familyBudget('KSA', 'Riyadh', 'british').groceries, 100],
  ['saudi-arabia', 'about SAR 800 for eating out', 800, () => familyBudget('KSA', 'Riyadh', 'british').diningOut, 100],
  ['saudi-arabia', 'about SAR 1,225 per adult', 1_225, () => perAdult('KSA'), 5],
  ['saudi-arabia', 'SAR 820 per child', 820, () => perChild('KSA'), 10],
  ['qatar', 'about QAR 3,000 a month for groceries', 3_000, () => familyBudget('Qatar', 'Doha', 'british').groceries, 100],
  ['qatar', 'about QAR 800 for eating out', 800, () => familyBudget('Qatar', 'Doha', 'british').diningOut, 100],
  ['oman', 'about OMR 285 a month for groceries', 285, () => familyBudget('Oman', 'Muscat', 'british').groceries, 5],
  ['oman', 'about OMR 125 per adult', 125, () => perAdult('Oman'), 5],
  ['oman', 'OMR 84 per child', 84, () => perChild('Oman'), 1],
  ['bahrain', 'about BHD 295 a month for groceries', 295, () => familyBudget('Bahrain', 'Manama', 'british').groceries, 5],
  ['bahrain', 'about BHD 80 for eating out', 80, () => familyBudget('Bahrain', 'Manama', 'british').diningOut, 10],
  ['kuwait', 'about KWD 235 a month for groceries', 235, () => familyBudget('Kuwait', 'Kuwait City', 'british').groceries, 5],
  ['kuwait', 'about KWD 100 per adult', 100, () => perAdult('Kuwait'), 1],
  ['kuwait', 'KWD 67 per child', 67, () => perChild('Kuwait'), 1],
];

type CostField = 'rent1BR' | 'utilities' | 'transportCost';
interface RangeClaim {
  slug: CountryGuide['slug'];
  phrase: string;
  low: number;
  high: number;
  field: CostField;
  country: CountryCode;
  /** Cities whose districts the range covers (all cities of the country when absent). */
  cities?: readonly string[];
  /** Only these districts (by name) within those cities. */
  districts?: readonly string[];
}

const rangeClaims: readonly RangeClaim[] = [
  {
    slug: 'uae',
    phrase: 'AED 4,300-5,800',
    low: 4_300,
    high: 5_800,
    field: 'rent1BR',
    country: 'UAE',
    cities: ['Dubai'],
    districts: ['International City', 'Al Nahda', 'Deira', 'Dubai Silicon Oasis', 'Dubai Sports City'],
  },
  {
    slug: 'uae',
    phrase: 'AED 6,100-8,800',
    low: 6_100,
    high: 8_800,
    field: 'rent1BR',
    country: 'UAE',
    cities: ['Dubai'],
    districts: [
      'Jumeirah Village Circle (JVC)',
      'Al Barsha',
      'Jumeirah Lake Towers (JLT)',
      'Dubai Marina',
      'Business Bay',
      'Dubai Hills Estate',
    ],
  },
  {
    slug: 'uae',
    phrase: 'AED 9,800-13,000',
    low: 9_800,
    high: 13_000,
    field: 'rent1BR',
    country: 'UAE',
    cities: ['Dubai'],
    districts: ['Downtown Dubai', 'Jumeirah Beach Residence (JBR)', 'Jumeirah', 'Palm Jumeirah'],
  },
  {
    slug: 'uae',
    phrase: 'between AED 1,750 and AED 3,200',
    low: 1_750,
    high: 3_200,
    field: 'rent1BR',
    country: 'UAE',
    cities: ['Sharjah', 'Ajman', 'Fujairah', 'Umm Al Quwain'],
  },
  {
    slug: 'uae',
    phrase: 'between AED 2,300 and AED 5,000',
    low: 2_300,
    high: 5_000,
    field: 'rent1BR',
    country: 'UAE',
    cities: ['Ras Al Khaimah'],
  },
  { slug: 'uae', phrase: 'AED 500-850', low: 500, high: 850, field: 'utilities', country: 'UAE' },
  { slug: 'uae', phrase: 'AED 2,200-3,000', low: 2_200, high: 3_000, field: 'transportCost', country: 'UAE' },
  {
    slug: 'saudi-arabia',
    phrase: 'SAR 2,000-2,400',
    low: 2_000,
    high: 2_400,
    field: 'rent1BR',
    country: 'KSA',
    cities: ['Riyadh'],
    districts: ['Al Malaz', 'Al Rabwa'],
  },
  {
    slug: 'saudi-arabia',
    phrase: 'SAR 3,000-3,800',
    low: 3_000,
    high: 3_800,
    field: 'rent1BR',
    country: 'KSA',
    cities: ['Riyadh'],
    districts: ['Al Sahafa', 'Al Yasmin', 'Al Malqa', 'Hittin'],
  },
  {
    slug: 'saudi-arabia',
    phrase: 'from SAR 1,650 in Al Aziziyah to SAR 2,850',
    low: 1_650,
    high: 2_850,
    field: 'rent1BR',
    country: 'KSA',
    cities: ['Jeddah'],
  },
  {
    slug: 'saudi-arabia',
    phrase: 'from SAR 1,800 to SAR 2,850',
    low: 1_800,
    high: 2_850,
    field: 'rent1BR',
    country: 'KSA',
    cities: ['Dammam', 'Khobar', 'Dhahran'],
  },
  {
    slug: 'saudi-arabia',
    phrase: 'between SAR 1,300 and SAR 2,400',
    low: 1_300,
    high: 2_400,
    field: 'rent1BR',
    country: 'KSA',
    cities: ['Mecca', 'Medina', 'Tabuk', 'Abha', 'Yanbu', 'Jubail'],
  },
  { slug: 'saudi-arabia', phrase: 'SAR 290-480', low: 290, high: 480, field: 'utilities', country: 'KSA' },
  { slug: 'saudi-arabia', phrase: 'SAR 2,250-2,700', low: 2_250, high: 2_700, field: 'transportCost', country: 'KSA' },
  {
    slug: 'qatar',
    phrase: 'QAR 5,300-6,200',
    low: 5_300,
    high: 6_200,
    field: 'rent1BR',
    country: 'Qatar',
    cities: ['Doha'],
    districts: ['Bin Mahmoud', 'Al Sadd', 'Al Waab'],
  },
  {
    slug: 'qatar',
    phrase: 'QAR 7,600-9,200',
    low: 7_600,
    high: 9_200,
    field: 'rent1BR',
    country: 'Qatar',
    cities: ['Doha'],
    districts: ['West Bay', 'Msheireb', 'The Pearl'],
  },
  {
    slug: 'qatar',
    phrase: 'QAR 5,900 in Fox Hills to QAR 8,900',
    low: 5_900,
    high: 8_900,
    field: 'rent1BR',
    country: 'Qatar',
    cities: ['Lusail'],
  },
  { slug: 'qatar', phrase: 'QAR 4,300-5,100', low: 4_300, high: 5_100, field: 'rent1BR', country: 'Qatar', cities: ['Al Rayyan'] },
  {
    slug: 'qatar',
    phrase: 'QAR 3,600-4,600',
    low: 3_600,
    high: 4_600,
    field: 'rent1BR',
    country: 'Qatar',
    cities: ['Al Wakrah', 'Al Khor'],
  },
  { slug: 'qatar', phrase: 'QAR 220-470', low: 220, high: 470, field: 'utilities', country: 'Qatar' },
  { slug: 'qatar', phrase: 'QAR 2,150-2,400', low: 2_150, high: 2_400, field: 'transportCost', country: 'Qatar' },
  {
    slug: 'oman',
    phrase: 'OMR 160-215',
    low: 160,
    high: 215,
    field: 'rent1BR',
    country: 'Oman',
    cities: ['Muscat'],
    districts: ['Ruwi', 'Bausher', 'Al Khuwair'],
  },
  {
    slug: 'oman',
    phrase: 'OMR 255-300',
    low: 255,
    high: 300,
    field: 'rent1BR',
    country: 'Oman',
    cities: ['Muscat'],
    districts: ['Qurum', 'Madinat Sultan Qaboos'],
  },
  { slug: 'oman', phrase: 'OMR 125 to OMR 165', low: 125, high: 165, field: 'rent1BR', country: 'Oman', cities: ['Salalah'] },
  {
    slug: 'oman',
    phrase: 'between OMR 110 and OMR 175',
    low: 110,
    high: 175,
    field: 'rent1BR',
    country: 'Oman',
    cities: ['Sohar', 'Nizwa', 'Sur', 'Ibri'],
  },
  { slug: 'oman', phrase: 'OMR 30-60', low: 30, high: 60, field: 'utilities', country: 'Oman' },
  { slug: 'oman', phrase: 'OMR 180-210', low: 180, high: 210, field: 'transportCost', country: 'Oman' },
  { slug: 'bahrain', phrase: 'BHD 315 in Hoora', low: 315, high: 470, field: 'rent1BR', country: 'Bahrain', cities: ['Manama'] },
  {
    slug: 'bahrain',
    phrase: 'BHD 275 in Hidd to BHD 450',
    low: 275,
    high: 450,
    field: 'rent1BR',
    country: 'Bahrain',
    cities: ['Muharraq'],
  },
  { slug: 'bahrain', phrase: 'BHD 270 to BHD 330', low: 270, high: 330, field: 'rent1BR', country: 'Bahrain', cities: ['Riffa'] },
  { slug: 'bahrain', phrase: 'BHD 215-265', low: 215, high: 265, field: 'rent1BR', country: 'Bahrain', cities: ['Isa Town', 'Hamad Town'] },
  { slug: 'bahrain', phrase: 'BHD 42-50', low: 42, high: 50, field: 'utilities', country: 'Bahrain' },
  { slug: 'bahrain', phrase: 'BHD 165-190', low: 165, high: 190, field: 'transportCost', country: 'Bahrain' },
  {
    slug: 'kuwait',
    phrase: 'KWD 250 in Qibla to KWD 320',
    low: 250,
    high: 320,
    field: 'rent1BR',
    country: 'Kuwait',
    cities: ['Kuwait City'],
  },
  { slug: 'kuwait', phrase: 'KWD 225 to KWD 250', low: 225, high: 250, field: 'rent1BR', country: 'Kuwait', cities: ['Salmiya'] },
  { slug: 'kuwait', phrase: 'KWD 195 to KWD 240', low: 195, high: 240, field: 'rent1BR', country: 'Kuwait', cities: ['Hawally'] },
  { slug: 'kuwait', phrase: 'KWD 188-212', low: 188, high: 212, field: 'rent1BR', country: 'Kuwait', cities: ['Ahmadi'] },
  { slug: 'kuwait', phrase: 'KWD 164-185', low: 164, high: 185, field: 'rent1BR', country: 'Kuwait', cities: ['Farwaniya', 'Jahra'] },
  { slug: 'kuwait', phrase: 'KWD 12-15', low: 12, high: 15, field: 'utilities', country: 'Kuwait' },
  { slug: 'kuwait', phrase: 'KWD 140-160', low: 140, high: 160, field: 'transportCost', country: 'Kuwait' },
];

describe('figures quoted in the guides agree with the core', () => {
  const text = (slug: string) => guideTexts(loadGuide(slug)).join('\n');

  it.each(pointClaims.map(([slug, phrase, quoted, actual, step]) => ({ slug, phrase, quoted, actual, step })))(
    '$slug: "$phrase"',
    ({ slug, phrase, quoted, actual, step }) => {
      expect(text(slug)).toContain(phrase);
      expect(Math.round(actual() / step) * step).toBe(quoted);
    },
  );

  it.each(rangeClaims)('$slug: "$phrase" covers $field', (claim) => {
    expect(text(claim.slug)).toContain(claim.phrase);
    const cities = claim.cities ?? listCities(claim.country);
    let districtsChecked = 0;
    for (const city of cities) {
      const districts = listDistricts(claim.country, city);
      const chosen = claim.districts ? districts.filter((d) => claim.districts?.includes(d)) : districts;
      for (const district of chosen) {
        const value = costRecord({ country: claim.country, city, district })[claim.field];
        expect(value, `${city} / ${district}`).toBeGreaterThanOrEqual(claim.low);
        expect(value, `${city} / ${district}`).toBeLessThanOrEqual(claim.high);
        districtsChecked += 1;
      }
    }
    expect(districtsChecked).toBe(claim.districts?.length ?? cities.reduce((n, city) => n + listDistricts(claim.country, city).length, 0));
  });
});

// ---------- Legal pages ----------

const privacyHeadings = [
  'Our Commitment to Privacy',
  'Data Processing',
  'Analytics',
  "Information We Don't Collect",
  'Technical Information',
  'Your Rights',
  "Children's Privacy",
  'Changes to This Policy',
  'Contact',
];

const termsHeadings = [
  'Agreement to Terms',
  'Description of Service',
  'No Financial Advice',
  'Accuracy and Limitations',
  'No Warranties',
  'Limitation of Liability',
  'Acceptable Use',
  'Intellectual Property',
  'Changes to Terms',
  'Termination',
  'Governing Law',
  'Contact',
];

function legalText(page: LegalPage): string {
  return [page.title, page.intro, ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])])].join('\n');
}

/** A section's text as read: tokens filled from core. */
function section(page: LegalPage, heading: string): string {
  const found = page.sections.find((s) => s.heading === heading);
  return found ? fillTokens([...found.paragraphs, ...(found.items ?? [])].join('\n')) : '';
}

describe.each([
  { file: 'privacy', headings: privacyHeadings },
  { file: 'terms', headings: termsHeadings },
])('legal page $file', ({ file, headings }) => {
  const parsed = legalPageSchema.safeParse(readJson(`legal/${file}.json`));
  const page = () => legalPageSchema.parse(readJson(`legal/${file}.json`));

  it('matches the legal page schema, dated October 24, 2025', () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(page().lastUpdated).toBe('October 24, 2025');
  });

  it("has the spec's sections, in the spec's order", () => {
    expect(page().sections.map((s) => s.heading)).toEqual(headings);
  });

  it('is plain text in British spelling, with only the known tokens', () => {
    const text = legalText(page());
    expect(text).not.toMatch(/[<>]/);
    expect(tokenProblems(text, legalTokenNames)).toEqual([]);
    expect(fillTokens(text)).not.toMatch(americanSpellings);
  });
});

describe('legal page wording', () => {
  const privacy = () => legalPageSchema.parse(readJson('legal/privacy.json'));
  const terms = () => legalPageSchema.parse(readJson('legal/terms.json'));

  it('credits the DB-IP database under CC BY 4.0', () => {
    expect(legalText(privacy())).toContain('IP geolocation by DB-IP (https://db-ip.com), licensed under CC BY 4.0');
  });

  it('says exactly what the analytics stores and what it never stores', () => {
    const analytics = section(privacy(), 'Analytics');
    for (const phrase of [
      'page path',
      'country and city',
      'desktop, mobile or tablet',
      'browser and operating system',
      'time you spent',
      'salt',
      'deleted',
    ]) {
      expect(analytics).toContain(phrase);
    }
    const notCollected = section(privacy(), "Information We Don't Collect");
    expect(notCollected).toContain('IP address');
    expect(notCollected).toContain('salary');
    expect(section(privacy(), 'Data Processing')).toContain('verdict (Pass, Borderline or Fail), the country and the city');
    expect(section(privacy(), 'Technical Information')).toContain('no cookies');
  });

  it('is for adults and not for under-18s', () => {
    expect(section(privacy(), "Children's Privacy")).toContain('under 18');
  });

  it('gives contact addresses at the product domain', () => {
    expect(section(privacy(), 'Contact')).toContain('privacy@salaryrealitycheck.com');
    expect(section(terms(), 'Contact')).toContain('legal@salaryrealitycheck.com');
  });

  it('says results are estimates, not financial advice, and names the governing law', () => {
    expect(section(terms(), 'No Financial Advice')).toMatch(/estimates/);
    expect(section(terms(), 'No Financial Advice')).toContain('not financial');
    expect(section(terms(), 'Governing Law')).toContain('the laws of the United Arab Emirates as applied in the Emirate of Dubai');
  });

  it('forbids scraping, reverse engineering, automated or excessive use and unlawful use', () => {
    const rules = section(terms(), 'Acceptable Use');
    for (const phrase of ['scrape', 'reverse engineer', 'automated or excessive', 'unlawful']) expect(rules).toContain(phrase);
  });
});

it('keeps every content file this suite checks', () => {
  for (const path of ['faq.json', 'legal/privacy.json', 'legal/terms.json']) expect(existsSync(`${contentDir}${path}`), path).toBe(true);
});
