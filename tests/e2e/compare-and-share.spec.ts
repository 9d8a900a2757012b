// Offers compared side by side, a scenario shared by link, savings in the home currency,
// the negotiation brief, and the promise that nothing entered leaves the browser. Each journey's
// figures come from the core (compareOffers, upfrontCash, toHomeCurrency, sendHomeCheck,
// negotiationBrief); every request every browser context of this file makes is recorded and checked
// for the scenario (the `sent` fixture below), and the last test lists what the app legitimately sends.
import { readFileSync } from 'node:fs';
import { expect, test as base, type Browser, type BrowserContext, type Page, type Request } from './support/test.ts';
import {
  compareOffers,
  defaultContractYears,
  formatHomeMoney,
  formatMoney,
  savingsRateText,
  fromHomeCurrency,
  homeCurrencies,
  homeRateSource,
  movePayback,
  negotiationBrief,
  projectContract,
  savingsRateThresholds,
  sendHomeCheck,
  toHomeCurrency,
  trackingValueFor,
  upfrontCash,
  type ComparedOffer,
  type ComparisonRow,
  type CountryCode,
  type HomeCurrencyCode,
  type OfferComparison,
  type OfferEvaluation,
  type OfferInput,
} from '../../core/src/index.ts';
import { axeCheck } from './support/axe.ts';
import { completeJourney, expectedFigures, expectFigures, fillLocation, offerInputFor, type Journey } from './support/calculator-flow.ts';
import { pdfPages } from './support/pdf-text.ts';
import { english } from './support/messages.ts';

// ---------------------------------------------------------------------------------------------
// Every request, recorded in every context a test opens, and checked after the test.

interface SentRequest {
  method: string;
  url: string;
  resourceType: string;
  body: string | null;
  referer: string | undefined;
  /** Which browser context sent it: 0 is the test's own, then each context opened with newContext. */
  context: number;
}

/** What the app may send, by kind; anything else is a failure. */
type SentKind = 'page' | 'build file' | 'route data' | 'page view' | 'time on page' | 'result';

/** A file of the build: its name is the bundler's, with a content hash, so it carries nothing typed. */
const buildFile = /^\/assets\/[\w.-]+-[\w-]{8,}\.(?:js|css|woff2?|png|svg|webp|jpg)$/;

/** The kind of a request, or why it is not one the app should make. */
function kindOf(request: SentRequest, origin: string): SentKind | { problem: string } {
  const url = new URL(request.url);
  const what = `${request.method} ${request.url}${request.body === null ? '' : ` ${request.body}`}`;
  if (url.protocol === 'blob:' || url.protocol === 'data:') return { problem: `a local URL reached the network log: ${what}` };
  if (url.origin !== origin) return { problem: `a request to another site: ${what}` };
  if (request.method === 'GET' && request.body === null) {
    if (request.resourceType === 'document' && url.search === '') return 'page';
    if (buildFile.test(url.pathname) && url.search === '') return 'build file';
    // React Router's data for a route (and its lazy route manifest) when a link is followed in the page.
    if (url.pathname.endsWith('.data') || url.pathname === '/__manifest') return 'route data';
    if (url.search === '' && /^\/[\w.-]+\.(?:ico|png|svg|webmanifest|txt)$/.test(url.pathname)) return 'build file';
    return { problem: `an unexpected GET: ${what}` };
  }
  if (request.method === 'POST' && request.body !== null) {
    let body: unknown;
    try {
      body = JSON.parse(request.body);
    } catch {
      return { problem: `a POST body that is not JSON: ${what}` };
    }
    const keys = Object.keys(body as object)
      .sort()
      .join(',');
    if (url.pathname === '/api/analytics/track' && keys === 'page,referrer') return 'page view';
    if (url.pathname === '/api/analytics/track' && keys === 'page,timeOnPage') return 'time on page';
    if (url.pathname === '/api/results/track' && keys === 'city,country,verdict') return 'result';
  }
  return { problem: `an unexpected request: ${what}` };
}

/** A beacon as the page handed it to the browser: its URL and body. */
interface Beacon {
  url: string;
  body: string;
  context: number;
}

const beaconsKey = 'e2e-beacons';

/**
 * Run in every page before its own scripts: each beacon's URL and body are also written in the tab's
 * sessionStorage, which the next page of the same origin in the tab can read. A beacon sent while a
 * document unloads (a reload, a page load of a content page) is not reported to the test as a
 * request; this is how those are checked too.
 */
function recordBeacons(key: string) {
  const send = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => {
    try {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...kept, { url: String(url), body: String(data) }]));
    } catch {
      // No sessionStorage here: the request itself is still recorded by the context.
    }
    return send(url, data);
  };
}

class RequestLog {
  readonly requests: SentRequest[] = [];
  /** What the visitor typed or the link holds, as it could be written in a URL or a body. */
  private readonly secrets = new Set<string>();
  private readonly contexts: BrowserContext[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly contextOptions: Parameters<Browser['newContext']>[0],
    readonly origin: string,
  ) {}

  async watch(context: BrowserContext) {
    const index = this.contexts.length;
    this.contexts.push(context);
    context.on('request', (request: Request) => {
      this.requests.push({
        method: request.method(),
        url: request.url(),
        resourceType: request.resourceType(),
        body: request.postData(),
        referer: request.headers()['referer'],
        context: index,
      });
    });
    await context.addInitScript(recordBeacons, beaconsKey);
  }

  /** A new browser context, with no storage, recorded like the test's own. */
  async newContext(): Promise<BrowserContext> {
    const context = await this.browser.newContext(this.contextOptions);
    await this.watch(context);
    return context;
  }

  /** Amounts (as digits and grouped as the screen shows them) and words that must never be sent. */
  neverSend(...values: (string | number)[]) {
    for (const value of values) {
      if (typeof value === 'number') {
        this.secrets.add(String(value));
        this.secrets.add(value.toLocaleString('en-US'));
      } else {
        this.secrets.add(value);
        this.secrets.add(encodeURIComponent(value));
        this.secrets.add(JSON.stringify(value).slice(1, -1));
      }
    }
  }

  /** Each request with its kind; fails on any request of another kind. */
  kinds(): (SentRequest & { kind: SentKind })[] {
    const problems: string[] = [];
    const kinds: (SentRequest & { kind: SentKind })[] = [];
    for (const request of this.requests) {
      const kind = kindOf(request, this.origin);
      if (typeof kind === 'string') kinds.push({ ...request, kind });
      else problems.push(kind.problem);
    }
    expect(problems, 'requests the app should not make').toEqual([]);
    return kinds;
  }

  /** Every beacon the pages of the test's contexts handed to the browser, reported as a request or not. */
  async beacons(): Promise<Beacon[]> {
    const beacons: Beacon[] = [];
    for (const [context, browserContext] of this.contexts.entries())
      for (const page of browserContext.pages()) {
        if (page.isClosed() || !page.url().startsWith(this.origin)) continue;
        const kept = await page.evaluate((key) => sessionStorage.getItem(key), beaconsKey);
        for (const beacon of JSON.parse(kept ?? '[]') as Omit<Beacon, 'context'>[]) beacons.push({ ...beacon, context });
      }
    return beacons;
  }

  /** What in a URL, referrer or body gives the scenario away: a fragment, the link's payload, anything typed. */
  private leaksIn(where: string, place: string): string[] {
    const leaks: string[] = [];
    if (place.includes('#')) leaks.push(`a fragment in ${where}: ${place}`);
    if (/s=1\./.test(place)) leaks.push(`a link's payload marker in ${where}: ${place}`);
    for (const secret of this.secrets) if (place.includes(secret)) leaks.push(`"${secret}" in ${where}: ${place}`);
    return leaks;
  }

  /** No request's URL, referrer or body, and no beacon, carries the link's payload or anything typed. */
  async expectNoScenario() {
    const leaks: string[] = [];
    for (const request of this.kinds()) {
      // A build file's content hash may hold any digits: it is left out of the check.
      const url = request.kind === 'build file' ? request.url.replace(/-[\w-]{8,}(\.\w+)$/, '$1') : request.url;
      const where = `${request.method} ${request.url}`;
      for (const place of [url, request.referer ?? '', request.body ?? '']) leaks.push(...this.leaksIn(where, place));
    }
    const beacons = await this.beacons();
    for (const beacon of beacons) leaks.push(...this.leaksIn(`the beacon to ${beacon.url}`, `${beacon.url} ${beacon.body}`));
    expect(leaks, 'scenario data sent by the browser').toEqual([]);
    // A beacon is only ever the time on a page.
    expect(
      beacons.filter(
        (beacon) =>
          new URL(beacon.url, this.origin).pathname !== '/api/analytics/track' ||
          Object.keys(JSON.parse(beacon.body) as object)
            .sort()
            .join(',') !== 'page,timeOnPage',
      ),
      'beacons that are not a time on a page',
    ).toEqual([]);
  }

  async close() {
    for (const context of this.contexts.slice(1)) await context.close();
  }
}

const test = base.extend<{ sent: RequestLog }>({
  sent: [
    async ({ browser, context, baseURL, viewport }, use) => {
      const log = new RequestLog(browser, { baseURL, viewport }, new URL(baseURL ?? '').origin);
      await log.watch(context);
      await use(log);
      // After every journey of this file: nothing typed, and nothing of a link, was sent.
      await log.expectNoScenario();
      await log.close();
    },
    { auto: true },
  ],
});

// ---------------------------------------------------------------------------------------------
// The journeys and what the core says they show.

const dubaiFamily: Journey = {
  country: 'UAE',
  city: 'Dubai',
  district: 'Jumeirah Village Circle (JVC)',
  adults: 2,
  children: [
    { age: 'grade1-5', curriculum: 'british' },
    { age: 'kg', curriculum: 'indian' },
  ],
  housingAllowance: 8_150,
  grossSalary: 24_350,
};

/** The same family's offer in Riyadh, as the copy of the Dubai offer is changed into it. */
const riyadhOffer: Journey = {
  ...dubaiFamily,
  country: 'KSA',
  city: 'Riyadh',
  district: undefined,
  housingAllowance: 9_275,
  grossSalary: 30_725,
};

interface ExpectedOffer {
  journey: Journey;
  figures: ReturnType<typeof expectedFigures>;
  compared: ComparedOffer;
}

/** When the offer's surpluses make back its cash up front (0: nothing to make back), as the year-by-year view works it out. */
function expectedPaybackMonth(input: OfferInput, figures: ReturnType<typeof expectedFigures>, optionalCosts: number[]): number | null {
  const projection = projectContract(input, {
    years: input.financials.contractYears ?? defaultContractYears,
    evaluation: { expenses: figures.expenses, optionalCosts: optionalCosts.map((amount) => ({ amount })), packageOverride: null },
  });
  const payback = movePayback(projection, upfrontCash(input).net);
  return payback ? payback.month : 0;
}

function expectedOffer(journey: Journey, optionalCosts: number[] = []): ExpectedOffer {
  const input = offerInputFor(journey);
  const figures = expectedFigures({ input, optionalCosts });
  return {
    journey,
    figures,
    compared: {
      location: input.location,
      evaluation: figures.evaluation,
      expenses: figures.expenses,
      upfrontNet: upfrontCash(input).net,
      paybackMonth: expectedPaybackMonth(input, figures, optionalCosts),
    },
  };
}

/** From the results: "Compare with another offer", then the copy (opened at step 1) changed into `journey`. */
async function compareWith(page: Page, from: Journey, journey: Journey) {
  await page.getByRole('button', { name: 'Compare with another offer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Location Details' })).toBeFocused();
  // The copy starts as the offer it was made from.
  await expect(page.getByLabel(/^Country/)).toHaveValue(from.country);
  await expect(page.getByLabel('City', { exact: true })).toHaveValue(from.city ?? '');
  const switcher = page.getByRole('navigation', { name: 'Offers being compared' });
  await expect(switcher.getByRole('button')).toHaveText([`Offer 1: ${from.city}`, `Offer 2: ${from.city}`]);
  await expect(switcher.getByRole('button', { name: `Offer 2: ${from.city}` })).toHaveAttribute('aria-current', 'true');
  await fillLocation(page, journey);
  await expect(page.getByRole('heading', { level: 1, name: 'Household Details' })).toBeFocused();
  await expect(switcher.getByRole('button', { name: `Offer 2: ${journey.city}` })).toHaveAttribute('aria-current', 'true');
  // The household came with the copy.
  for (const i of (from.children ?? []).keys()) await expect(page.getByRole('heading', { name: `Child ${i + 1}` })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benefits Package' })).toBeFocused();
  await expect(page.getByLabel('Monthly housing allowance')).toHaveValue(String(from.housingAllowance ?? ''));
  if (journey.housingAllowance) await page.getByLabel('Monthly housing allowance').fill(String(journey.housingAllowance));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Details' })).toBeFocused();
  await page.getByLabel(/^Gross Monthly Salary/).fill(String(journey.grossSalary));
  await page.getByRole('button', { name: 'See my verdict' }).click();
  await expect(page.getByTestId('verdict-label')).toBeVisible();
}

const signed = (text: string, difference: number) => (difference > 0 ? `+${text}` : difference < 0 ? `\u2212${text}` : text);

/** A row's value for one offer and, when notable, its difference from the first offer, as the panel words them. */
function expectedCell(row: Omit<ComparisonRow, 'label'>, index: number, countries: readonly CountryCode[]) {
  const value = row.values[index] ?? null;
  const country = countries[index] ?? 'UAE';
  const base = countries[0] ?? 'UAE';
  const shown =
    row.kind === 'month'
      ? value === null
        ? 'Not within the contract'
        : value === 0
          ? 'Nothing to make back'
          : `Month ${value}`
      : value === null
        ? 'None'
        : row.kind === 'rate'
          ? english(savingsRateText(value))
          : formatMoney(value, country);
  const difference = row.differences[index] ?? 0;
  if (index === 0 || !row.notable[index]) return { shown, difference: null };
  const better = row.higherIsBetter ? difference > 0 : difference < 0;
  const gap =
    row.kind === 'rate'
      ? signed(`${Math.abs(difference).toFixed(1)} pts`, difference)
      : row.kind === 'month'
        ? signed(Math.abs(difference) === 1 ? '1 month' : `${Math.abs(difference)} months`, difference)
        : signed(formatMoney(Math.abs(difference), base), difference);
  return { shown, difference: `${gap} compared with the first offer (${better ? 'better' : 'worse'})` };
}

/** What the comparison panel shows, read in one go: its offers, verdicts, sentences and every row's cells. */
function readComparison(page: Page) {
  return page.getByTestId('offer-comparison').evaluate((panel) => {
    const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const all = (selector: string, within: Element = panel) => [...within.querySelectorAll(selector)];
    return {
      heading: text(panel.querySelector('h2')),
      labels: all('[data-testid="comparison-label"]').map(text),
      // Each button's accessible name: its label, or its text.
      shows: all('button')
        .map((button) => button.getAttribute('aria-label') ?? text(button))
        .filter((name) => name.startsWith('Show results')),
      verdicts: all('[data-testid="comparison-verdict"]').map(text),
      sentences: all('[data-testid="comparison-sentences"] li').map(text),
      rows: all('[data-testid^="comparison-row-"]').map((row) => ({
        key: row.getAttribute('data-testid'),
        label: text(row.querySelector('dt')),
        cells: all('[data-testid="comparison-value"]', row).map((cell) => ({
          shown: text(cell.querySelector('span')),
          difference: cell.querySelector('[data-testid="comparison-difference"]')
            ? text(cell.querySelector('[data-testid="comparison-difference"]'))
            : null,
        })),
      })),
    };
  });
}

/** The comparison panel (monthly figures) against compareOffers: labels, verdicts, every row in order, the differences and the sentence. */
async function expectComparison(page: Page, offers: readonly ExpectedOffer[], active: number) {
  // The core's labels, rows and sentences are messages: as the English page writes them.
  const core: OfferComparison = compareOffers(offers.map((offer) => offer.compared));
  const comparison = {
    labels: core.labels.map((label) => english(label)),
    sentences: core.sentences.map((sentence) => english(sentence)),
    rows: core.rows.map((row) => ({ ...row, label: english(row.label) })),
  };
  const countries = offers.map((offer) => offer.journey.country);
  const unit = (row: Pick<ComparisonRow, 'kind'>) => (row.kind === 'money' ? ' (a month)' : row.kind === 'once' ? ' (once)' : '');
  await expect
    .poll(() => readComparison(page))
    .toEqual({
      heading: `Comparing ${offers.length} offers`,
      labels: comparison.labels,
      // Every offer but the one shown below can be shown.
      shows: comparison.labels.filter((_, index) => index !== active).map((label) => `Show results for ${label}`),
      verdicts: offers.map((offer) => offer.figures.verdictLabel),
      sentences: comparison.sentences,
      rows: comparison.rows.map((row) => ({
        key: `comparison-row-${row.key}`,
        label: `${row.label}${unit(row)}`,
        cells: offers.map((_, index) => expectedCell(row, index, countries)),
      })),
    });
  return comparison;
}

async function expectNoViolations(page: Page, where: string) {
  const results = await axeCheck(page);
  expect(results.violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  // The phone project's width: the page never scrolls sideways, however many offers are compared.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

// ---------------------------------------------------------------------------------------------

test('Dubai and Riyadh for one family: both columns, the differences and the sentence match the core; switch, show and remove offers', async ({
  page,
  sent,
}) => {
  sent.neverSend(dubaiFamily.grossSalary, dubaiFamily.housingAllowance ?? 0, riyadhOffer.grossSalary, riyadhOffer.housingAllowance ?? 0);
  await completeJourney(page, dubaiFamily);
  const dubai = expectedOffer(dubaiFamily);
  await expectFigures(page, dubai.figures);
  // One offer: no comparison and no switcher.
  await expect(page.getByTestId('offer-comparison')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Offers being compared' })).toHaveCount(0);

  await compareWith(page, dubaiFamily, riyadhOffer);
  const riyadh = expectedOffer(riyadhOffer);
  // The copy is the one being worked on: the results below are Riyadh's.
  await expectFigures(page, riyadh.figures);
  const comparison = await expectComparison(page, [dubai, riyadh], 1);
  expect(comparison.labels).toEqual(['Dubai', 'Riyadh']);
  // Below Comfortable in Dubai, Comfortable in Riyadh: the verdicts differ, and the sentence says why.
  expect(dubai.figures.evaluation.verdict.state).not.toBe(riyadh.figures.evaluation.verdict.state);
  expect(comparison.sentences).toHaveLength(1);
  expect(comparison.sentences[0]).toMatch(/^Riyadh leaves AED [\d,]+ a month more than Dubai, mostly /);
  await expect(page.getByTestId('offer-comparison')).toContainText('Each offer is shown in its own currency; differences are in AED');
  await expect(page.getByTestId('offer-comparison').getByText('Shown below')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page, 'results with two offers compared');

  // The PDF report gains a page comparing the offers.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF Report' }).click();
  const pages = pdfPages(readFileSync(await (await download).path()));
  const comparisonPage = pages.find((lines) => lines[0] === 'Comparing 2 offers');
  expect(comparisonPage, 'a comparison page').toBeDefined();
  const pageText = (comparisonPage ?? []).join(' ');
  for (const sentence of comparison.sentences) expect(pageText).toContain(sentence);
  for (const row of comparison.rows)
    expect(comparisonPage).toContain(`${row.label}${row.kind === 'money' ? ' (a month)' : row.kind === 'once' ? ' (once)' : ''}`);

  // The switcher shows Dubai's results; its column says so.
  const switcher = page.getByRole('navigation', { name: 'Offers being compared' });
  await switcher.getByRole('button', { name: 'Offer 1: Dubai' }).click();
  await expect(switcher.getByRole('button', { name: 'Offer 1: Dubai' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Verdict' })).toBeVisible();
  await expectFigures(page, dubai.figures);
  await expectComparison(page, [dubai, riyadh], 0);
  await expectNoSidewaysScroll(page);

  // "Show results" under Riyadh's name brings Riyadh back.
  await page.getByRole('button', { name: 'Show results for Riyadh' }).click();
  await expect(switcher.getByRole('button', { name: 'Offer 2: Riyadh' })).toHaveAttribute('aria-current', 'true');
  await expectFigures(page, riyadh.figures);
  await expectComparison(page, [dubai, riyadh], 1);

  // Removing Dubai leaves Riyadh alone: no comparison, no switcher, and a third offer can be made again.
  await page.getByRole('button', { name: 'Remove Dubai' }).click();
  await expect(page.getByTestId('offer-comparison')).toHaveCount(0);
  await expect(switcher).toHaveCount(0);
  await expectFigures(page, riyadh.figures);
  await expect(page.getByRole('button', { name: 'Compare with another offer' })).toBeVisible();
  // And it is kept: a reload shows Riyadh alone.
  await page.reload();
  await expectFigures(page, riyadh.figures);
  await expect(page.getByTestId('offer-comparison')).toHaveCount(0);
});

const customCost = { name: 'Oud lessons for Layla', amount: 1_365 };

/** Dubai, then Riyadh with a custom cost: the scenario the link tests share. */
async function twoOffersWithACost(page: Page) {
  await completeJourney(page, dubaiFamily);
  await compareWith(page, dubaiFamily, riyadhOffer);
  await page.getByLabel('Custom cost name').fill(customCost.name);
  await page.getByLabel('Custom cost amount').fill(String(customCost.amount));
  await page.getByRole('group', { name: 'Custom cost' }).getByRole('button', { name: 'Add' }).click();
  await expect(page.getByTestId('optional-cost')).toHaveText(new RegExp(`^${customCost.name}`));
  const offers = [expectedOffer(dubaiFamily), expectedOffer(riyadhOffer, [customCost.amount])];
  await expectFigures(page, offers[1]!.figures);
  return offers;
}

/** "Copy link", and the link read back from the clipboard. */
async function copyLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  await expect(page.getByTestId('scenario-link')).toHaveCount(0);
  return page.evaluate(() => navigator.clipboard.readText());
}

const storageKey = 'salary-reality-check:calculator';
const beforeLinkKey = 'salary-reality-check:calculator:before-link';
const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);
/** A stored state as data: written again after it is read, its keys may come in another order. */
const storedState = async (page: Page, key: string): Promise<unknown> => JSON.parse((await stored(page, key)) ?? 'null');

/** Someone's own answers, saved in their browser before a link arrives. */
const ownJourney: Journey = { country: 'Qatar', city: 'Doha', adults: 1, housingAllowance: 4_625, grossSalary: 17_450 };

test('a link carries both offers and the cost: a fresh browser opens it on the same results; saved answers are kept aside and come back; a damaged link changes nothing', async ({
  page,
  context,
  baseURL,
  sent,
}) => {
  test.slow(); // Three browser contexts and four journeys: about a minute on this 2-core machine.
  sent.neverSend(
    dubaiFamily.grossSalary,
    dubaiFamily.housingAllowance ?? 0,
    riyadhOffer.grossSalary,
    riyadhOffer.housingAllowance ?? 0,
    customCost.amount,
    customCost.name,
    ownJourney.grossSalary,
    ownJourney.housingAllowance ?? 0,
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const offers = await twoOffersWithACost(page);
  const [dubai, riyadh] = offers as [ExpectedOffer, ExpectedOffer];
  const comparison = await expectComparison(page, offers, 1);
  expect(comparison.rows.at(-1)?.key).toBe('optional');

  const link = await copyLink(page);
  expect(link).toMatch(new RegExp(`^${baseURL}/#s=1\\.[A-Za-z0-9_-]+$`));
  // A family of four with two offers and a cost: the issue's budget.
  expect(link.length).toBeLessThan(1_000);
  const payload = link.slice(link.indexOf('#s=1.') + 5);
  sent.neverSend(payload, payload.slice(0, 24), payload.slice(-24));
  // Copying changed nothing here.
  await expect(page).toHaveURL(`${baseURL}/`);

  // A fresh browser (no storage) opens the link straight on the results: Riyadh, with the cost, and the comparison.
  const fresh = await sent.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name: 'Your Verdict' })).toBeVisible();
  await expect(other.getByText('Step 5 of 5', { exact: false })).toBeVisible();
  await expectFigures(other, riyadh.figures);
  await expect(other.getByTestId('optional-cost')).toHaveText(new RegExp(`^${customCost.name}`));
  await expectComparison(other, offers, 1);
  const notice = other.getByTestId('link-opened');
  await expect(notice).toContainText('You opened a shared scenario.');
  await expect(notice).toContainText('nothing was fetched from a server');
  // Nothing of this browser's own to bring back.
  await expect(notice.getByRole('button', { name: 'Bring back my own answers' })).toHaveCount(0);
  // The fragment is gone once read: a reload shows what the link saved here, without the notice.
  await expect(other).toHaveURL(`${baseURL}/`);
  await other.getByRole('navigation', { name: 'Offers being compared' }).getByRole('button', { name: 'Offer 1: Dubai' }).click();
  await expectFigures(other, dubai.figures);
  await other.reload();
  await expectFigures(other, dubai.figures);
  await expect(other.getByTestId('link-opened')).toHaveCount(0);
  await expectComparison(other, offers, 0);

  // A browser with its own saved answers: the link opens (pasted into the open tab), the answers are kept aside.
  const owner = await sent.newContext();
  const mine = await owner.newPage();
  await completeJourney(mine, ownJourney);
  const own = expectedFigures({ input: offerInputFor(ownJourney) });
  await expectFigures(mine, own);
  const ownStored = await storedState(mine, storageKey);
  expect(ownStored).toMatchObject({ state: { answers: { location: { country: 'Qatar', city: 'Doha' } } } });
  await mine.goto(link);
  await expectFigures(mine, riyadh.figures);
  // The comparison row by row was checked in the fresh browser; here its offers and verdicts.
  await expect(mine.getByTestId('comparison-label')).toHaveText(comparison.labels);
  await expect(mine.getByTestId('comparison-verdict')).toHaveText([dubai.figures.verdictLabel, riyadh.figures.verdictLabel]);
  const ownNotice = mine.getByTestId('link-opened');
  await expect(ownNotice).toContainText('You opened a shared scenario.');
  await expect(ownNotice).toContainText('Your own answers are kept in this browser.');
  expect(await storedState(mine, beforeLinkKey)).toEqual(ownStored);
  // A reload on the link's answers, untouched, offers the way back again.
  await mine.reload();
  await expectFigures(mine, riyadh.figures);
  await expect(ownNotice.getByRole('button', { name: 'Bring back my own answers' })).toBeVisible();
  // A link opened again over the first one's answers keeps the copy of the visitor's own, not the link's.
  await mine.goto('about:blank');
  await mine.goto(link);
  await expectFigures(mine, riyadh.figures);
  await expect(ownNotice).toContainText('Your own answers are kept in this browser.');
  expect(await storedState(mine, beforeLinkKey)).toEqual(ownStored);
  await expectNoViolations(mine, 'the results under the link notice');
  await ownNotice.getByRole('button', { name: 'Bring back my own answers' }).click();
  await expect(mine.getByText('Your own answers are back', { exact: true })).toBeVisible();
  await expect(ownNotice).toHaveCount(0);
  await expectFigures(mine, own);
  await expect(mine.getByTestId('offer-comparison')).toHaveCount(0);
  await expect.poll(() => storedState(mine, storageKey)).toEqual(ownStored);
  expect(await stored(mine, beforeLinkKey)).toBeNull();

  // A damaged link (cut short), opened afresh: the message, and the saved answers untouched.
  const damaged = link.slice(0, link.length - 40);
  const beforeDamaged = await stored(mine, storageKey);
  await mine.goto('about:blank');
  await mine.goto(damaged);
  // One toast with both sentences, read at once: it stays 15 s (it was 5 s, which a loaded machine could miss between two reads).
  const report = mine.getByRole('listitem').filter({ hasText: 'This link could not be opened' });
  await expect(report).toContainText(
    'The link is damaged or cut short: copy the whole link and try again. Your saved answers are unchanged.',
  );
  await expectFigures(mine, own);
  await expect(mine.getByTestId('link-opened')).toHaveCount(0);
  await expect(mine).toHaveURL(`${baseURL}/`);
  expect(await stored(mine, storageKey)).toBe(beforeDamaged);
  expect(await stored(mine, beforeLinkKey)).toBeNull();
});

// ---------------------------------------------------------------------------------------------

test('a family below Comfortable: what to ask for equals negotiationBrief, copied as its text and downloaded as a one-page PDF', async ({
  page,
  context,
  sent,
}) => {
  sent.neverSend(dubaiFamily.grossSalary, dubaiFamily.housingAllowance ?? 0);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await completeJourney(page, dubaiFamily);
  const input = offerInputFor(dubaiFamily);
  const expected = expectedFigures({ input });
  await expectFigures(page, expected);
  const { evaluation, expenses } = expected;
  expect(evaluation.verdict.state).not.toBe('comfortable');
  const core = negotiationBrief(input, evaluation, expenses);
  if (!core) throw new Error('The core gives no brief below Comfortable.');
  // The asks' words and the brief's lines are messages: as the English page writes them.
  const brief = {
    ...core,
    asks: core.asks.map((ask) => ({ ...ask, title: english(ask.title), detail: english(ask.detail) })),
    text: core.lines.map((line) => english(line)).join('\n'),
  };
  const money = (monthly: number) => `${formatMoney(monthly, 'UAE')} a month`;

  const panel = page.getByTestId('negotiation-brief');
  await expect(panel.getByRole('heading', { level: 2, name: 'What to ask for' })).toBeVisible();
  // No debts: the recommended package is the target.
  expect(brief.targetPackage).toBe(evaluation.recommendedMinimumPackage);
  await expect(panel.getByTestId('negotiation-target')).toHaveText(money(brief.targetPackage));
  await expect(panel.getByTestId('negotiation-gap')).toHaveText(money(brief.gap));
  const asks = panel.getByTestId('negotiation-ask');
  await expect(asks).toHaveCount(brief.asks.length);
  expect(brief.asks.length).toBeGreaterThan(0);
  await expect.poll(() => asks.evaluateAll((els) => els.map((el) => el.getAttribute('data-key')))).toEqual(brief.asks.map((a) => a.key));
  for (const ask of brief.asks) {
    const item = panel.locator(`[data-testid="negotiation-ask"][data-key="${ask.key}"]`);
    await expect(item.locator('dt'), ask.key).toHaveText(ask.title);
    await expect(item.getByTestId(`ask-${ask.key}`), ask.key).toHaveText(money(ask.monthly));
    const inAll = item.getByTestId(`ask-${ask.key}-in-all`);
    if (ask.offered > 0)
      await expect(inAll, ask.key).toHaveText(
        `${money(ask.offered + ask.monthly)} in all, up from the ${formatMoney(ask.offered, 'UAE')} offered`,
      );
    else await expect(inAll, ask.key).toHaveCount(0);
    await expect(item, ask.key).toContainText(ask.detail);
    await expect(item.getByRole('button', { name: `Where "${ask.title}" comes from` }), ask.key).toHaveCount(1);
  }
  // The housing ask is over the allowance typed in step 3.
  expect(brief.asks.find((ask) => ask.key === 'housing')?.offered).toBe(dubaiFamily.housingAllowance);
  await expect(panel.getByTestId('asks-total')).toHaveText(money(brief.asksTotal));
  await expect(panel.getByTestId('negotiation-coverage')).toContainText(
    brief.covers ? `any mix of them that adds up to ${money(brief.gap)} does it` : `the other ${formatMoney(brief.remainder, 'UAE')}`,
  );
  await expect(panel.getByTestId('basic-rise-new-basic')).toHaveText(money(brief.basicRise.newBasic));
  await expect(panel.getByTestId('basic-rise')).toHaveText(money(brief.basicRise.monthly));
  if (brief.basicRise.gratuityIncrease > 0)
    await expect(panel.getByTestId('basic-rise-gratuity')).toHaveText(formatMoney(brief.basicRise.gratuityIncrease, 'UAE'));
  await expectNoViolations(page, 'results with the negotiation brief');

  // "Copy the brief": the core's text, exactly.
  await panel.getByRole('button', { name: 'Copy the brief' }).click();
  await expect(page.getByText('Brief copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(brief.text);
  await expect(panel.getByTestId('negotiation-brief-text')).toHaveCount(0);

  // "Download the brief (PDF)": one page carrying the target, the gap, each ask and the basic rise.
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download the brief (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^negotiation-brief-dubai-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = readFileSync(await file.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  const pages = pdfPages(pdf);
  expect(pages).toHaveLength(1);
  const text = (pages[0] ?? []).join(' ');
  const rate = savingsRateThresholds.comfortable;
  expect(text).toContain('Negotiation brief: what to ask for');
  expect(text).toContain(`Package that keeps ${rate}% ${money(brief.targetPackage)}`);
  expect(text).toContain(`The offer ${money(evaluation.packageAmount)}`);
  expect(text).toContain(`Gap to close ${money(brief.gap)}`);
  for (const ask of brief.asks) expect(text, ask.key).toContain(`${ask.title} ${money(ask.monthly)}`);
  expect(text).toContain(`The asks together ${money(brief.asksTotal)}`);
  expect(text).toContain(`Basic salary to ask for ${money(brief.basicRise.newBasic)}`);
  expect(text).toContain('Generated in your browser; this brief was not sent anywhere.');
});

// ---------------------------------------------------------------------------------------------

const rateFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });

/** "Your savings at home" against the core: the rate and its date, the surplus, a year's savings and the end-of-service benefit in both currencies. */
async function expectHomeFigures(page: Page, evaluation: OfferEvaluation, country: CountryCode, code: HomeCurrencyCode) {
  const panel = page.getByTestId('home-currency');
  await expect(panel.getByLabel('Show savings in')).toHaveValue(code);
  await expect(panel.getByTestId('home-rate')).toHaveText(
    `${formatMoney(1, country)} = ${code} ${rateFormat.format(toHomeCurrency(1, country, code))}`,
  );
  await expect(panel.getByTestId('home-rate-date')).toHaveText(`Rate of ${homeRateSource(code).asOf}`);
  const figures = {
    'home-surplus': evaluation.surplus,
    'home-yearly': evaluation.surplus * 12,
    'home-gratuity': evaluation.decoded.gratuity.amount,
  };
  for (const [testId, local] of Object.entries(figures)) {
    await expect(panel.getByTestId(`${testId}-home`), testId).toHaveText(formatHomeMoney(toHomeCurrency(local, country, code), code));
    await expect(panel.getByTestId(`${testId}-local`), testId).toHaveText(formatMoney(local, country));
  }
  await expect(panel.getByRole('button', { name: `Where "The ${code} exchange rate" comes from` })).toHaveCount(1);
}

/** The send-home check for an amount typed in the home currency, as sendHomeCheck decides it. */
async function expectSendHome(page: Page, evaluation: OfferEvaluation, typed: number, country: CountryCode, code: HomeCurrencyCode) {
  const check = sendHomeCheck({ monthlySurplus: evaluation.surplus, targetHome: typed, code, country });
  const panel = page.getByTestId('home-currency');
  await expect(panel.getByLabel(`Send home each month (${code})`)).toHaveValue(String(typed));
  const local = formatMoney(Math.abs(check.difference), country);
  const home = formatHomeMoney(Math.abs(check.differenceHome), code);
  await expect(panel.getByTestId('send-home-status')).toHaveText(
    check.achievable ? `Achievable: ${local} spare (${home}) a month.` : `Short by ${local} (${home}) a month.`,
  );
  await expect(panel.getByTestId('send-home-target')).toHaveText(
    `${formatHomeMoney(typed, code)} a month is ${formatMoney(check.targetLocal, country)} at this rate.`,
  );
  return check;
}

test('savings at home: the figures in the chosen currency and the send-home check equal the core; another currency carries the amount over, a link carries both, None clears them', async ({
  page,
  context,
  sent,
}) => {
  test.slow(); // Two browser contexts and a PDF on this 2-core machine.
  sent.neverSend(riyadhOffer.grossSalary, riyadhOffer.housingAllowance ?? 0);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await completeJourney(page, riyadhOffer);
  const { evaluation } = expectedFigures({ input: offerInputFor(riyadhOffer) });
  expect(evaluation.surplus).toBeGreaterThan(0);
  const panel = page.getByTestId('home-currency');
  await expect(panel.getByRole('heading', { level: 2, name: 'Your savings at home' })).toBeVisible();

  // None at first; the picker offers every home currency the core has a rate for.
  const picker = panel.getByLabel('Show savings in');
  await expect(picker).toHaveValue('');
  await expect(panel.getByTestId('home-surplus-home')).toHaveCount(0);
  expect(homeCurrencies.length).toBeGreaterThanOrEqual(15);
  await expect(picker.locator('option')).toHaveText(['None', ...homeCurrencies.map((c) => `${c.code}: ${english(c.name)}`)]);

  await picker.selectOption('INR');
  await expectHomeFigures(page, evaluation, 'KSA', 'INR');
  await expect(panel.getByTestId('send-home-status')).toHaveCount(0);

  // An amount the surplus covers, then one it does not.
  const surplusInRupees = toHomeCurrency(evaluation.surplus, 'KSA', 'INR');
  const within = Math.round(surplusInRupees * 0.6);
  const beyond = Math.round(surplusInRupees * 1.4);
  sent.neverSend(within, beyond);
  const field = panel.getByLabel('Send home each month (INR)');
  await field.fill(String(within));
  expect((await expectSendHome(page, evaluation, within, 'KSA', 'INR')).achievable).toBe(true);
  await field.fill(String(beyond));
  expect((await expectSendHome(page, evaluation, beyond, 'KSA', 'INR')).achievable).toBe(false);

  // Another currency: the figures follow and the amount keeps its worth, at the same rates.
  await picker.selectOption('PHP');
  const carried = Math.round(toHomeCurrency(fromHomeCurrency(beyond, 'KSA', 'INR'), 'KSA', 'PHP'));
  sent.neverSend(carried);
  await expectHomeFigures(page, evaluation, 'KSA', 'PHP');
  expect((await expectSendHome(page, evaluation, carried, 'KSA', 'PHP')).achievable).toBe(false);
  await expectNoViolations(page, 'results with the home currency and a send-home shortfall');
  await expectNoSidewaysScroll(page);

  // Kept on reload.
  await page.reload();
  await expectHomeFigures(page, evaluation, 'KSA', 'PHP');
  await expectSendHome(page, evaluation, carried, 'KSA', 'PHP');

  // The PDF report carries the same figures.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF Report' }).click();
  const text = pdfPages(readFileSync(await (await download).path()))
    .flat()
    .join(' ');
  const inBoth = (local: number) => `${formatMoney(local, 'KSA')} (${formatHomeMoney(toHomeCurrency(local, 'KSA', 'PHP'), 'PHP')})`;
  expect(text).toContain('Your savings at home');
  expect(text).toContain(`Monthly surplus ${inBoth(evaluation.surplus)}`);
  expect(text).toContain(`Send home each month: ${formatHomeMoney(carried, 'PHP')}`);

  // A link carries the currency and the amount: a fresh browser shows the same.
  const link = await copyLink(page);
  const payload = link.slice(link.indexOf('#s=1.') + 5);
  sent.neverSend(payload, payload.slice(0, 24), payload.slice(-24));
  const other = await (await sent.newContext()).newPage();
  await other.goto(link);
  await expectFigures(other, expectedFigures({ input: offerInputFor(riyadhOffer) }));
  await expectHomeFigures(other, evaluation, 'KSA', 'PHP');
  await expectSendHome(other, evaluation, carried, 'KSA', 'PHP');

  // None clears the currency and the amount.
  await picker.selectOption('');
  await expect(panel.getByTestId('home-surplus-home')).toHaveCount(0);
  await expect(panel.getByLabel(/^Send home each month/)).toHaveCount(0);
  await picker.selectOption('INR');
  await expect(panel.getByLabel('Send home each month (INR)')).toHaveValue('');
  await expect(panel.getByTestId('send-home-status')).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------

test('what the browser sends during these journeys: page loads, build files, page views, time on page and the result, none with the scenario', async ({
  page,
  context,
  sent,
}) => {
  test.slow(); // Two contexts, a comparison, a link, a brief: about a minute on this 2-core machine.
  const origin = sent.origin;
  const savingsGoal = 2_715;
  const debts = 1_845;
  const sendHome = 48_650;
  const dubai: Journey = { ...dubaiFamily, savingsGoal, existingDebts: debts };
  sent.neverSend(
    dubai.grossSalary,
    dubai.housingAllowance ?? 0,
    savingsGoal,
    debts,
    riyadhOffer.grossSalary,
    riyadhOffer.housingAllowance ?? 0,
    customCost.amount,
    customCost.name,
    sendHome,
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The page's clock runs as usual; the test moves it on before leaving, so a time-on-page beacon is sent.
  await page.clock.install();

  await completeJourney(page, dubai);
  await compareWith(page, dubai, { ...riyadhOffer, savingsGoal, existingDebts: debts });
  await page.getByLabel('Custom cost name').fill(customCost.name);
  await page.getByLabel('Custom cost amount').fill(String(customCost.amount));
  await page.getByRole('group', { name: 'Custom cost' }).getByRole('button', { name: 'Add' }).click();
  await expect(page.getByTestId('optional-cost')).toHaveCount(1);
  const home = page.getByTestId('home-currency');
  await home.getByLabel('Show savings in').selectOption('INR');
  await home.getByLabel('Send home each month (INR)').fill(String(sendHome));
  await expect(home.getByTestId('send-home-status')).toBeVisible();
  const link = await copyLink(page);
  const payload = link.slice(link.indexOf('#s=1.') + 5);
  sent.neverSend(payload, payload.slice(0, 24), payload.slice(-24));

  // Back on Dubai, below Comfortable: the brief copied and downloaded.
  await page.getByRole('navigation', { name: 'Offers being compared' }).getByRole('button', { name: 'Offer 1: Dubai' }).click();
  const panel = page.getByTestId('negotiation-brief');
  await panel.getByRole('button', { name: 'Copy the brief' }).click();
  await expect(page.getByText('Brief copied', { exact: true })).toBeVisible();
  const briefFile = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download the brief (PDF)' }).click();
  await briefFile;
  const reportFile = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF Report' }).click();
  await reportFile;

  // The link opened in a fresh browser.
  const fresh = await sent.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByTestId('link-opened')).toBeVisible();
  await expect(other.getByTestId('offer-comparison')).toBeVisible();
  await expect(other.getByTestId('home-currency').getByTestId('send-home-status')).toBeVisible();

  // A while later the visitor switches to another tab: the time on the calculator goes out as a
  // beacon (the page stays loaded, so the request is reported). The page's clock is moved on, not waited for.
  await page.clock.fastForward(5_000);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: unknown }).visibilityState;
  });
  // Then follows a link to the FAQ, a page load of its own (ADR 0011).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');

  const posted = () =>
    sent
      .kinds()
      .filter((r) => r.method === 'POST')
      .map((r) => ({ context: r.context, kind: r.kind, body: JSON.parse(r.body ?? '{}') as unknown }));
  const verdictOf = (journey: Journey, optionalCosts: number[] = []) =>
    trackingValueFor(expectedFigures({ input: offerInputFor(journey), optionalCosts }).evaluation.verdict);
  // Riyadh's results were reached before the cost was added; the link carries it.
  const riyadhVerdict = verdictOf({ ...riyadhOffer, savingsGoal, existingDebts: debts });
  const riyadhWithCost = verdictOf({ ...riyadhOffer, savingsGoal, existingDebts: debts }, [customCost.amount]);
  await expect
    .poll(posted)
    .toEqual(expect.arrayContaining([{ context: 0, kind: 'page view', body: { page: '/faq', referrer: `${origin}/` } }]));
  const posts = posted();
  // This browser: a page view, a result for each offer's results, the time on the calculator, the FAQ's view.
  expect(posts.filter((p) => p.context === 0)).toEqual([
    { context: 0, kind: 'page view', body: { page: '/', referrer: null } },
    { context: 0, kind: 'result', body: { verdict: verdictOf(dubai), country: 'UAE', city: 'Dubai' } },
    { context: 0, kind: 'result', body: { verdict: riyadhVerdict, country: 'KSA', city: 'Riyadh' } },
    { context: 0, kind: 'time on page', body: { page: '/', timeOnPage: expect.any(Number) } },
    { context: 0, kind: 'page view', body: { page: '/faq', referrer: `${origin}/` } },
  ]);
  // The browser that opened the link: its page view (the link's page, without the fragment) and the result it shows.
  expect(posts.filter((p) => p.context === 1)).toEqual([
    { context: 1, kind: 'page view', body: { page: '/', referrer: null } },
    { context: 1, kind: 'result', body: { verdict: riyadhWithCost, country: 'KSA', city: 'Riyadh' } },
  ]);
  const kinds = new Set(sent.kinds().map((r) => r.kind));
  expect([...kinds].sort()).toEqual(expect.arrayContaining(['build file', 'page', 'page view', 'result', 'time on page']));
  // The link's page was asked for as "/" alone.
  const linkLoad = sent.requests.find((r) => r.context === 1 && r.resourceType === 'document');
  expect(linkLoad?.url).toBe(`${origin}/`);
  // The beacons the calculator handed over, reported or not (one more may have gone as the page unloaded): the time on "/".
  const beacons = await sent.beacons();
  expect(beacons.filter((b) => b.context === 0).length).toBeGreaterThanOrEqual(1);
  for (const beacon of beacons) expect(JSON.parse(beacon.body)).toEqual({ page: '/', timeOnPage: expect.any(Number) });
  // The whole list, for the report: context, method, type, URL, body and referrer of each request.
  const list = sent.requests.map((r) => `${r.context} ${r.method} ${r.resourceType} ${r.url} ${r.body ?? ''} referer=${r.referer ?? ''}`);
  await test.info().attach('requests.txt', { body: list.join('\n'), contentType: 'text/plain' });
  // The fixture then checks every URL, referrer and body for the fragment, the payload and what was typed.
});
