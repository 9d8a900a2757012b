let counter = 0;

/**
 * An id for an item created in this browser: the current timestamp (spec section 3) plus a counter,
 * so two items made in the same millisecond stay distinct.
 */
export function newLocalId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}`;
}
