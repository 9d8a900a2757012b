// Text rules shared by the request schemas. Kept free of Node APIs: the web app imports this folder.

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: false });

/** Cuts a string to at most `maxBytes` of UTF-8 without leaving half a character behind. */
export function truncateUtf8(value: string, maxBytes: number): string {
  const bytes = encoder.encode(value);
  if (bytes.length <= maxBytes) return value;
  return decoder.decode(bytes.subarray(0, maxBytes)).replace(/\uFFFD+$/, '');
}

/** Characters as a person counts them (code points), not UTF-16 units. */
export function countCharacters(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/**
 * NUL cannot be stored in a PostgreSQL text column and other C0 controls (except tab and newlines)
 * are never meaningful in this product's text, so they are removed before anything is stored.
 */
export function stripControlCharacters(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}
