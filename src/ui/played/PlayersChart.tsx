import { message } from '../../i18n/speech';
import type { PlayerStats } from '../../session/playerStats';

const ROW = 34;
const LABEL = 120;
const WIDTH = 420;

/**
 * Games and wins per person as bars, the wins drawn over the games: a picture only, the table beside it
 * gives the same figures to read, and is its text alternative.
 */
export function PlayersChart({ players, tableId }: { players: readonly PlayerStats[]; tableId: string }) {
  const most = Math.max(1, ...players.map((p) => p.games));
  const bar = (n: number) => ((WIDTH - LABEL - 40) * n) / most;
  return (
    <figure class="players-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${players.length * ROW + 8}`}
        role="img"
        aria-label={message('played.chart')}
        aria-describedby={tableId}
      >
        {players.map((p, i) => (
          <g key={p.key} transform={`translate(0 ${i * ROW + 4})`}>
            <text x={LABEL - 8} y={ROW / 2 + 5} text-anchor="end" class="chart-label">
              {p.name.length > 14 ? `${p.name.slice(0, 13)}…` : p.name}
            </text>
            <rect x={LABEL} y={4} width={bar(p.games)} height={ROW - 10} class="bar-games" />
            <rect x={LABEL} y={4} width={bar(p.wins)} height={ROW - 10} class="bar-wins" />
            <text x={LABEL + bar(p.games) + 6} y={ROW / 2 + 5} class="chart-label">
              {p.wins}/{p.games}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>{message('played.chartCaption')}</figcaption>
    </figure>
  );
}
