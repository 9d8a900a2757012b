// A whole scenario in a link: every offer's answers and adjustments, which one is active
// and the home currency, as JSON compressed with the browser's own deflate and written in base64url
// after `#s=1.` in the URL fragment, which browsers never send to a server. Opening a link trusts
// nothing: the text is decoded, decompressed with a size cap and validated with the same schema as
// a stored state before anything changes.
import * as z from 'zod/mini';
import type { CalculatorState } from '../state/calculator-state.ts';
import { cleanCostName, unsafeInName } from '../state/cost-name.ts';
import { allOffers, maxOffers } from '../state/offers.ts';
import { homeSchema, scenarioSchema } from '../state/persisted-state-schema.ts';

/** The fragment's marker; a link of another format version is refused by name. */
const prefix = '#s=';
export const linkVersion = 1;
/** A real scenario decompresses to a few kilobytes; anything far larger is not ours. */
const maxJsonLength = 60_000;

const linkScenario = scenarioSchema.check(
  z.refine((offer) => offer.adjustments.optionalCosts.every((cost) => !unsafeInName.test(cost.name)), 'a cost name holds markup'),
);

const linkSchema = z
  .object({
    v: z.literal(linkVersion),
    offers: z.array(linkScenario).check(z.minLength(1), z.maxLength(maxOffers)),
    active: z.int().check(z.gte(0)),
    home: homeSchema,
  })
  .check(z.refine((link) => link.active < link.offers.length, 'the active offer is not in the link'));

/** Why a link could not be opened; the page says it in its language (`link.reason.*` in the calculator catalogue). */
export type LinkFailure = 'notALink' | 'newerVersion' | 'unknownFormat' | 'badCharacters' | 'cutShort' | 'notAccepted' | 'noActiveOffer';

export type LinkResult = { ok: true; state: CalculatorState } | { ok: false; reason: LinkFailure };

/** Whether a location hash is one of our scenario links (of any version). */
function isScenarioLink(hash: string): boolean {
  return hash.startsWith(prefix);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

async function transform(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const writer = stream.writable.getWriter();
  void writer.write(bytes).catch(() => undefined);
  void writer.close().catch(() => undefined);
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = stream.readable.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel();
      throw new RangeError('too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** The scenario as the fragment of a link (`#s=1.…`). */
export async function scenarioFragment(state: CalculatorState): Promise<string> {
  // A name saved before names were cleaned on entry is cleaned here, so every link made opens.
  const offers = allOffers(state).map((offer) => ({
    ...offer,
    adjustments: {
      ...offer.adjustments,
      optionalCosts: offer.adjustments.optionalCosts.map((cost) => ({ ...cost, name: cleanCostName(cost.name) })),
    },
  }));
  const link = { v: linkVersion, offers, active: state.activeOffer, home: state.home };
  const json = new TextEncoder().encode(JSON.stringify(link));
  const packed = await transform(json, new CompressionStream('deflate-raw'), Number.POSITIVE_INFINITY);
  return `${prefix}${linkVersion}.${toBase64Url(packed)}`;
}

/** Reads a link's fragment into a state that opens on the results; says why when it cannot. */
export async function openScenarioFragment(hash: string): Promise<LinkResult> {
  if (!isScenarioLink(hash)) return { ok: false, reason: 'notALink' };
  const body = hash.slice(prefix.length);
  const dot = body.indexOf('.');
  const version = dot > 0 ? body.slice(0, dot) : '';
  if (version !== String(linkVersion)) {
    return { ok: false, reason: /^\d+$/.test(version) && Number(version) > linkVersion ? 'newerVersion' : 'unknownFormat' };
  }
  const bytes = fromBase64Url(body.slice(dot + 1));
  if (!bytes || bytes.length === 0) return { ok: false, reason: 'badCharacters' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await transform(bytes, new DecompressionStream('deflate-raw'), maxJsonLength));
  } catch {
    return { ok: false, reason: 'cutShort' };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'cutShort' };
  }
  const parsed = linkSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'notAccepted' };
  const { offers, active, home } = parsed.data;
  const current = offers[active];
  if (!current) return { ok: false, reason: 'noActiveOffer' };
  return {
    ok: true,
    state: {
      started: true,
      step: 5,
      answers: current.answers,
      adjustments: current.adjustments,
      otherOffers: offers.filter((_, i) => i !== active),
      activeOffer: active,
      home,
    },
  };
}
