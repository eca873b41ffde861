import { useId } from 'preact/hooks';
import { colourHex } from '../../colours';
import { message } from '../../i18n/speech';
import type { ScoreHistory } from '../../rules';

const WIDTH = 320;
const HEIGHT = 180;
const PAD = { left: 34, right: 12, top: 10, bottom: 26 };

/** A round number of points at or above `max` for the top of the scale: 10, 20, 50, 100… steps. */
function scaleTop(max: number): number {
  if (max <= 10) return 10;
  const step = 10 ** Math.floor(Math.log10(max));
  const top = [1, 2, 5, 10].map((m) => m * step).find((t) => t >= max) ?? 10 * step;
  return top < max * 1.05 ? top * 1.5 : top;
}

/**
 * Each player's running score as a line, one point per round that scored (from 0 before the first).
 * A picture only: the table beside it gives the same figures to read, and is its text alternative.
 */
export function ScoreChart({
  history,
  nameOf,
  tableId,
}: {
  history: ScoreHistory;
  nameOf: (id: string) => string;
  tableId: string;
}) {
  const captionId = useId();
  const { rounds, lines } = history;
  const top = scaleTop(Math.max(1, ...lines.flatMap((l) => l.points)));
  const x = (i: number) => PAD.left + (i * (WIDTH - PAD.left - PAD.right)) / Math.max(1, rounds.length);
  const y = (points: number) => HEIGHT - PAD.bottom - (points * (HEIGHT - PAD.top - PAD.bottom)) / top;
  const ticks = [0, top / 2, top].map(Math.round);
  const labels = [message('game.chart.start'), ...rounds.map((round) => message('game.chart.round', { round }))];
  return (
    <figure class="score-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={captionId} aria-describedby={tableId}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} class="chart-grid" />
            <text x={PAD.left - 4} y={y(t) + 4} text-anchor="end" class="chart-label">
              {t}
            </text>
          </g>
        ))}
        {labels.map((label, i) => (
          <text key={label} x={x(i)} y={HEIGHT - 8} text-anchor="middle" class="chart-label">
            {label}
          </text>
        ))}
        {lines.map(({ player, points }) => (
          <g key={player}>
            <polyline
              points={points.map((p, i) => `${x(i)},${y(p)}`).join(' ')}
              fill="none"
              stroke={colourHex(player)}
              stroke-width={3}
              class="chart-line"
            />
            {points.map((p, i) => (
              <circle key={i} cx={x(i)} cy={y(p)} r={3.5} fill={colourHex(player)}>
                <title>
                  {i === 0
                    ? message('game.chart.pointAtStart', { name: nameOf(player), points: p })
                    : message('game.chart.pointAfter', { name: nameOf(player), points: p, round: rounds[i - 1] ?? 0 })}
                </title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <figcaption id={captionId}>
        {message('game.chart.caption')}{' '}
        {lines.map(({ player, points }, i) => (
          <span key={player} class="chart-key">
            <span class={`swatch swatch-${player}`} aria-hidden="true" /> {nameOf(player)} {points.at(-1)}
            {i < lines.length - 1 ? ', ' : ''}
          </span>
        ))}
        {message('game.chart.captionEnd')}
      </figcaption>
    </figure>
  );
}
