// Which of the built scripts a page in one language can load, and which words of the other language
// they carry (ADR 0020): the build-output test fails on any, and `npm run bench -- web` counts them.
// A page's scripts are those its HTML names and every chunk they import, statically, dynamically or
// as a preloaded dependency, except the catalogue chunks of the other language: the code picks a
// catalogue by the page's language (`en: () => import(…), ar: () => import(…)`), so those are never
// fetched. A catalogue chunk is one that holds compiled messages (`JSON.parse(…)`) and almost no code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../core/src/index.ts';
import { scriptsLoadedBy } from './e2e/support/page-scripts.ts';

const root = new URL('..', import.meta.url).pathname;

/** Arabic letters (digits and separators left out: money inputs accept Arabic-Indic digits). */
const arabicWord = /[\u0621-\u064a\u0671-\u06d3]+/g;
/**
 * Arabic a page in English may carry: the language switch names the other language in its own
 * script. Nothing else.
 */
const arabicOnEnglishPages = new Set(['العربية']);

interface Chunk {
  file: string;
  code: string;
  /** The chunks it loads or preloads, by their /assets/… path. */
  imports: string[];
  /** The language of its compiled messages, when it is a catalogue and nothing more. */
  catalogue: Language | undefined;
}

function importsOf(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:from|import)\s*\(?\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) found.add(`/assets/${match[1] ?? ''}`);
  // Vite's preload map: the files a dynamic import brings with it.
  for (const match of code.matchAll(/["'`]assets\/([\w.-]+\.js)["'`]/g)) found.add(`/assets/${match[1] ?? ''}`);
  return [...found];
}

function catalogueLanguage(code: string): Language | undefined {
  const messages = [...code.matchAll(/JSON\.parse\(`((?:[^`\\]|\\.)*)`\)/g)].map((match) => match[1] ?? '');
  if (messages.length === 0) return undefined;
  const rest = code.replace(/JSON\.parse\(`(?:[^`\\]|\\.)*`\)/g, '');
  // What is left besides the messages: the runtime's exports and an Object.assign of the concepts' paths.
  if (rest.replace(/"[^"]*locales\/[\w-]+\.json"/g, '').length > 600) return undefined;
  return messages.some((text) => arabicWord.test(text)) ? 'ar' : 'en';
}

export function builtChunks(client: string): Map<string, Chunk> {
  const chunks = new Map<string, Chunk>();
  for (const file of readdirSync(join(client, 'assets')).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(client, 'assets', file), 'utf8');
    chunks.set(`/assets/${file}`, { file: `/assets/${file}`, code, imports: importsOf(code), catalogue: catalogueLanguage(code) });
  }
  return chunks;
}

/** Every script a page in `language` can load, from the scripts its HTML names. */
export function scriptsOfPage(html: string, language: Language, chunks: ReadonlyMap<string, Chunk>): Chunk[] {
  const seen = new Map<string, Chunk>();
  const queue = scriptsLoadedBy(html);
  while (queue.length > 0) {
    const file = queue.shift() as string;
    const chunk = chunks.get(file);
    if (!chunk || seen.has(file) || (chunk.catalogue !== undefined && chunk.catalogue !== language)) continue;
    seen.set(file, chunk);
    queue.push(...chunk.imports);
  }
  return [...seen.values()];
}

/** Every message of every catalogue in a language, the web app's and the core's. */
function catalogueMessages(language: Language): string[] {
  const web = join(root, 'web/src/i18n/locales', language);
  const core = join(root, 'core/src');
  const files = [
    ...readdirSync(web)
      .filter((file) => file.endsWith('.json'))
      .map((file) => join(web, file)),
    // Place names are also the data's keys (a district is looked up by its English name): not words here.
    ...readdirSync(core, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'places')
      .map((entry) => join(core, entry.name, 'locales', `${language}.json`)),
  ];
  const messages: string[] = [];
  for (const file of files) {
    try {
      messages.push(...Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
    } catch {
      // A concept without words of its own.
    }
  }
  return messages;
}

/** The English sentences the catalogues hold: each message's runs of six words or more between its placeholders. */
function englishSentences(): Set<string> {
  const sentences = new Set<string>();
  for (const message of catalogueMessages('en'))
    for (const run of message.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)) if (run.trim().split(/\s+/).length >= 6) sentences.add(run.trim());
  return sentences;
}

let english: Set<string> | undefined;

/** The other language's words in a script of a page in `language`: Arabic words on English pages, English catalogue sentences on Arabic ones. */
export function otherLanguageWords(chunk: Chunk, language: Language): string[] {
  if (language === 'en') return (chunk.code.match(arabicWord) ?? []).filter((word) => !arabicOnEnglishPages.has(word));
  english ??= englishSentences();
  return [...english].filter((sentence) => chunk.code.includes(sentence));
}
