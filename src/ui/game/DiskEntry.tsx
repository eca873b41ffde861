import { useSignal } from '@preact/signals';

import type { RegionId } from '../../rules';
import type { TablePrefs } from '../../session/tablePrefs';
import { ChoiceGroup } from '../components/ChoiceGroup';

export type Disks = Readonly<Record<string, RegionId>>;

/**
 * Secret disks, in the way this table chose at setup: entered openly once the physical disks are
 * revealed, or the tablet passed round so each player picks in secret and all are shown together.
 * `onChange` hears the disks set so far and whether every player has set one (passing the tablet,
 * only once each player has hidden their choice).
 */
export function DiskEntry({
  mode,
  players,
  regionsFor,
  nameOf,
  areaName,
  shortName,
  onChange,
}: {
  mode: TablePrefs['diskEntry'];
  players: readonly string[];
  regionsFor: (player: string) => readonly RegionId[];
  nameOf: (id: string) => string;
  areaName: (region: RegionId) => string;
  /**
   * The name the board prints, shown on each region's button to keep the choices compact; the button's name
   * stays `areaName`.
   */
  shortName: (region: RegionId) => string;
  onChange: (disks: Disks, complete: boolean) => void;
}) {
  const disks = useSignal<Disks>({});
  const turn = useSignal<{ index: number; choosing: boolean }>({ index: 0, choosing: false });
  const regionOptions = (player: string) =>
    regionsFor(player).map((r) => ({ id: r, label: areaName(r), short: shortName(r) }));
  const set = (player: string, region: RegionId) => {
    disks.value = { ...disks.value, [player]: region };
    if (mode === 'open')
      onChange(
        disks.value,
        players.every((p) => disks.value[p] !== undefined),
      );
  };
  if (mode === 'open') {
    return (
      <div class="disks" role="group" aria-label="Secret disks">
        {players.map((p) => (
          <ChoiceGroup
            key={p}
            label={`${nameOf(p)}'s disk`}
            value={disks.value[p]}
            options={regionOptions(p)}
            onChange={(r) => set(p, r)}
          />
        ))}
      </div>
    );
  }
  const { index, choosing } = turn.value;
  const player = players[index];
  if (player === undefined) {
    return (
      <div class="disks" role="group" aria-label="Secret disks">
        <p>Every disk is set and revealed:</p>
        <ul>
          {players.map((p) => (
            <li key={p}>
              {nameOf(p)}: {disks.value[p] === undefined ? '' : areaName(disks.value[p])}
            </li>
          ))}
        </ul>
        <button
          type="button"
          class="secondary"
          onClick={() => {
            disks.value = {};
            turn.value = { index: 0, choosing: false };
            onChange({}, false);
          }}
        >
          Choose the disks again
        </button>
      </div>
    );
  }
  return (
    <div class="disks hand-over" role="group" aria-label="Secret disks">
      <p>
        {index} of {players.length} disks set.
      </p>
      {!choosing ? (
        <button type="button" onClick={() => (turn.value = { index, choosing: true })}>
          I am {nameOf(player)}: choose my disk in secret
        </button>
      ) : (
        <>
          <ChoiceGroup
            label={`${nameOf(player)}'s secret disk`}
            value={disks.value[player]}
            options={regionOptions(player)}
            onChange={(r) => set(player, r)}
          />
          <button
            type="button"
            disabled={disks.value[player] === undefined}
            onClick={() => {
              const next = index + 1;
              turn.value = { index: next, choosing: false };
              onChange(disks.value, next >= players.length);
            }}
          >
            {index + 1 < players.length
              ? `Hide my choice and hand the tablet to ${nameOf(players[index + 1] ?? '')}`
              : 'Hide my choice and reveal all the disks'}
          </button>
        </>
      )}
    </div>
  );
}
