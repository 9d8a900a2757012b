// Line names built from small counts ("Mobile lines (2)", "Dependant levy (3 × SAR 400)"), as
// strings or messages, kept once built. An evaluation names a dozen lines, and making each anew cost
// more than all the arithmetic around it; the counts are small, so each label is built once and read
// thereafter.
// Counts outside the small range (which the calculator never sends) are built each time.

const limit = 32;
const small = (count: number) => Number.isInteger(count) && count >= 0 && count < limit;

/** `build(count)`, built once per small whole count. */
export function labelsByCount<Label>(build: (count: number) => Label): (count: number) => Label {
  const labels: Label[] = [];
  return (count) => (small(count) ? (labels[count] ??= build(count)) : build(count));
}

/** `build(a, b)`, built once per pair of small whole counts. */
export function labelsByCounts<Label>(build: (a: number, b: number) => Label): (a: number, b: number) => Label {
  const labels: Label[] = [];
  return (a, b) => (small(a) && small(b) ? (labels[a * limit + b] ??= build(a, b)) : build(a, b));
}
