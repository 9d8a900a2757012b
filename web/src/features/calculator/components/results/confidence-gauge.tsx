import { verdictScaleLegend } from '#core';
import { useWords } from './results-words.ts';

// Bands of the 0-100 scale the card shows, coloured from not viable to comfortable.
const bands = [
  { from: 0, to: 40, color: '#dc2626' },
  { from: 40, to: 60, color: '#f59e0b' },
  { from: 60, to: 75, color: '#84cc16' },
  { from: 75, to: 100, color: '#059669' },
] as const;

const cx = 100;
const cy = 100;
const radius = 80;

/**
 * The gauge's geometry. It fills the way its page reads: from 0 on the left to 100 on the right in
 * English, from 0 on the right to 100 on the left in Arabic, as a progress bar would. Only the
 * geometry is mirrored (not the drawing), so the numbers stay readable.
 */
function geometry(mirrored: boolean) {
  const pointAt = (score: number, r: number): [number, number] => {
    const angle = Math.PI * (1 - score / 100);
    const x = r * Math.cos(angle);
    return [cx + (mirrored ? -x : x), cy - r * Math.sin(angle)];
  };
  const arc = (from: number, to: number): string => {
    const [x1, y1] = pointAt(from, radius);
    const [x2, y2] = pointAt(to, radius);
    // Over the top of the circle: clockwise from the left, anticlockwise from the right.
    const sweep = mirrored ? 0 : 1;
    return `M ${x1.toFixed(2)} ${y1.toFixed(2)} A ${radius} ${radius} 0 0 ${sweep} ${x2.toFixed(2)} ${y2.toFixed(2)}`;
  };
  return { pointAt, arc };
}

/** A half-circle gauge of the verdict's confidence score, marked at 40, 60 and 75. */
export function ConfidenceGauge({ score, label }: { score: number; label: string }) {
  const { t, language } = useWords();
  const { pointAt, arc } = geometry(language === 'ar');
  const [nx, ny] = pointAt(score, radius - 18);
  return (
    <figure className="flex flex-col items-center">
      <svg viewBox="-6 -14 212 126" className="w-full max-w-[240px]" role="img" aria-label={t('results.gauge.label', { score, label })}>
        {bands.map((band) => (
          <path key={band.from} d={arc(band.from, band.to)} stroke={band.color} strokeWidth="16" fill="none" />
        ))}
        {[40, 60, 75].map((mark) => {
          const [x1, y1] = pointAt(mark, radius - 10);
          const [x2, y2] = pointAt(mark, radius + 12);
          const [tx, ty] = pointAt(mark, radius + 22);
          return (
            <g key={mark}>
              <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#0f172a" strokeWidth="2" />
              <text x={tx} y={ty} fontSize="10" textAnchor="middle" fill="#334155">
                {mark}
              </text>
            </g>
          );
        })}
        <line x1={cx} y1={cy} x2={nx} y2={ny} stroke="#0f172a" strokeWidth="4" strokeLinecap="round" />
        <circle cx={cx} cy={cy} r="7" fill="#0f172a" />
      </svg>
      <p aria-hidden="true" className="-mt-1 text-2xl font-extrabold tabular-nums text-ink">
        {score}
        <span className="text-sm font-semibold text-slate-600"> / 100</span>
      </p>
      <figcaption className="sr-only">
        {t('results.gauge.caption', {
          bands: verdictScaleLegend.map((b) => t(b.label)).join(language === 'ar' ? '، ' : ', '),
        })}
      </figcaption>
    </figure>
  );
}
