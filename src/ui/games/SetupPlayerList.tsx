import { colourWords } from '../../colours';
import { message } from '../../i18n/speech';
import type { RegionId } from '../../rules';
import { Select } from '../components/Select';
import { TextField } from '../components/TextField';

/** One seat at the table: the colour (also the player's id) and the name typed for it. */
export interface Seat {
  readonly id: string;
  readonly name: string;
}

/** Moves the seat at `from` one place along the table (−1 up, +1 down); the ends stay put. */
export function moveSeat<T>(seats: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= seats.length) return [...seats];
  return seats.map((seat, i) => (i === from ? seats[to] : i === to ? seats[from] : seat) ?? seat);
}

/** The players in seat order, clockwise: name, home region, a move up or down the table, removal. */
export function SetupPlayerList({
  seats,
  homes,
  regions,
  canRemove,
  onSeats,
  onHome,
}: {
  seats: readonly Seat[];
  homes: Readonly<Record<string, RegionId>>;
  regions: readonly { id: RegionId; label: string }[];
  canRemove: boolean;
  onSeats: (seats: Seat[]) => void;
  onHome: (id: string, region: RegionId) => void;
}) {
  return (
    <ol class="player-list" aria-label={message('players.label')}>
      {seats.map((p, i) => {
        const colour = colourWords(p.id);
        return (
          <li key={p.id}>
            <span class={`swatch swatch-${p.id}`} aria-hidden="true" />
            <TextField
              grow
              label={message('players.name', { colour })}
              kind="name"
              value={p.name}
              onInput={(v) => onSeats(seats.map((q, j) => (j === i ? { ...q, name: v } : q)))}
            />
            <Select<RegionId>
              label={message('players.home', { colour })}
              value={homes[p.id]}
              options={regions}
              onChange={(r) => r && onHome(p.id, r)}
            />
            <span class="seat-moves">
              <button
                type="button"
                class="secondary"
                disabled={i === 0}
                onClick={() => onSeats(moveSeat(seats, i, -1))}
                aria-label={message('players.up', { colour })}
              >
                ↑
              </button>
              <button
                type="button"
                class="secondary"
                disabled={i === seats.length - 1}
                onClick={() => onSeats(moveSeat(seats, i, 1))}
                aria-label={message('players.down', { colour })}
              >
                ↓
              </button>
            </span>
            <button
              type="button"
              class="secondary"
              disabled={!canRemove}
              onClick={() => onSeats(seats.filter((_, j) => j !== i))}
              aria-label={message('players.removeLabel', { colour })}
            >
              {message('players.remove')}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
