// What the cost model's source files share: a value built on first use, sentences joined, ids once.
import type { Message } from '../language/index.ts';
import { joinedSentences } from '../sources/index.ts';

export const uniqueIds = (lists: readonly (readonly string[])[]): string[] => [...new Set(lists.flat())];

/** Builds a value on first use and keeps it. */
export function memo<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

/** The messages given, one sentence after the other; undefined when there are none. */
export function sentences(parts: readonly (Message | undefined)[]): Message | undefined {
  const [first, ...rest] = parts.filter((part) => part !== undefined);
  return first && joinedSentences(first, ...rest);
}
