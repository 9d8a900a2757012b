// The registry of every source a figure cites, core/data/sources.json, by a short stable id. Checked
// against sourceRegistrySchema in source-catalogue.test.ts; here it is only typed.
import registry from '../../data/sources.json' with { type: 'json' };
import type { SourceRef } from './sources.ts';

const sourceRegistry = registry as Readonly<Record<string, SourceRef>>;

/** Every source id in core/data/sources.json. */
export const sourceIds: readonly string[] = Object.keys(sourceRegistry);

/** The source an id names; an unknown id is a mistake in the data, so it throws. */
export function sourceRef(id: string): SourceRef {
  const ref = Object.hasOwn(sourceRegistry, id) ? sourceRegistry[id] : undefined;
  if (!ref) throw new Error(`Unknown source id "${id}": add it to core/data/sources.json`);
  return ref;
}

/** The sources a list of ids names, each once, in order; throws on an unknown id. */
export function resolveSources(ids: readonly string[]): SourceRef[] {
  return [...new Set(ids)].map(sourceRef);
}

let byUrl: Map<string, SourceRef> | undefined;

/** The registry's record of a URL, where it holds one (the fares cite theirs by URL). */
export function sourceByUrl(url: string): SourceRef | undefined {
  byUrl ??= new Map(Object.values(sourceRegistry).flatMap((ref) => (ref.url ? [[ref.url, ref] as const] : [])));
  return byUrl.get(url);
}
