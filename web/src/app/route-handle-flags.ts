// Routes describe their document through flags in their `handle` (static-pages.ts, after-first-paint.ts).

/** Whether any matched route (their `handle` values, root first) sets `flag` to true. */
export function anyRouteFlags(handles: readonly unknown[], flag: string): boolean {
  return handles.some((handle) => typeof handle === 'object' && handle !== null && (handle as Record<string, unknown>)[flag] === true);
}
