// What a cost name may hold. Markup and control characters are never part of one; they are removed
// as typed, and a scenario link carrying them is refused (share/scenario-link.ts).

/** Angle brackets and control characters (matching control characters is the point here). */
// eslint-disable-next-line no-control-regex
export const unsafeInName = /[<>\u0000-\u001f\u007f]/;

export function cleanCostName(name: string): string {
  return name.replace(new RegExp(unsafeInName.source, 'g'), '');
}
