import { cn } from '#web/lib/cn.ts';

interface PulseHaloProps {
  /** `step` for a 36 px step circle, `dot` for a 12 px status dot. */
  size: 'step' | 'dot';
}

/**
 * A halo that pulses out from behind a round element (its parent, which must be `relative`; the
 * element itself must come after the halo and be positioned, so that it paints over it). The halo is
 * its own layer animated by transform and opacity only (app.css says why).
 */
export function PulseHalo({ size }: PulseHaloProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'pointer-events-none absolute inset-0 rounded-full bg-brand-500',
        size === 'step' ? 'animate-pulse-halo' : 'animate-pulse-halo-dot',
      )}
    />
  );
}
