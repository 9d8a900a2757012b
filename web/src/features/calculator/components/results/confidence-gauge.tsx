import { verdictScaleLegend } from '#core';

// Bands of the 0-100 scale the card shows (decision 6), coloured from not viable to comfortable.
const bands = [
  { from: 0, to: 40, color: '#dc2626' },
  { from: 40, to: 60, color: '#f59e0b' },
  { from: 60, to: 75, color: '#84cc16' },
  { from: 75, to: 100, color: '#059669' },
] as const;

const cx = 100;
const cy = 100;
const radius = 80;

function pointAt(score: number, r: number): [number, number] {
  const angle = Math.PI * (1 - score / 100);
  return [cx + r * Math.cos(angle), cy - r * Math.sin(angle)];
}

function arc(from: number, to: number): string {
  const [x1, y1] = pointAt(from, radius);
  const [x2, y2] = pointAt(to, radius);
  return `M ${x1.toFixed(2)} ${y1.toFixed(2)} A ${radius} ${radius} 0 0 1 ${x2.toFixed(2)} ${y2.toFixed(2)}`;
}

/** A half-circle gauge of the verdict's confidence score, marked at 40, 60 and 75. */
export function ConfidenceGauge({ score, label }: { score: number; label: string }) {
  const [nx, ny] = pointAt(score, radius - 18);
  return (
    <figure className="flex flex-col items-center">
      <svg
        viewBox="-6 -14 212 126"
        className="w-full max-w-[240px]"
        role="img"
        aria-label={`Confidence score ${score} out of 100: ${label}`}
      >
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
      <figcaption className="sr-only">Scale: {verdictScaleLegend.map((b) => b.label).join(', ')}</figcaption>
    </figure>
  );
}
