import { useSignal } from '@preact/signals';
import { Fragment } from 'preact';
import { message } from '../../i18n/speech';

import type { RegionId } from '../../rules';
import type { TablePrefs } from '../../session/tablePrefs';
import { ChoiceGroup } from '../components/ChoiceGroup';
import { HandOver } from './HandOver';
import { PlayerChoiceTable } from './PlayerChoiceTable';

export type Disks = Readonly<Record<string, RegionId>>;

/** Whether the disks are entered in one table of every player's disk (open, for more than one player). */
export const showsTable = (mode: TablePrefs['diskEntry'], players: readonly string[]): boolean =>
  mode === 'open' && players.length > 1;

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
  initial,
  marked,
  countOf,
  caption,
  noteFor,
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
  /** A word beside a region's name in the table of every player's disk (the King's region), if any. */
  marked?: (region: RegionId) => string | undefined;
  /** What each player has at stake, under their name in the table of every player's disk. */
  countOf?: (player: string) => string | undefined;
  /** What the table of every player's disk is for, in its corner. */
  caption?: string;
  /** Disks already entered (a correction starts from them), each kept only for a player asked. */
  initial?: Disks;
  /** What a disk set does that a player would not expect (the King's region sends the caballeros back to the court), said beside it. */
  noteFor?: (player: string, disks: Disks) => string | undefined;
  onChange: (disks: Disks, complete: boolean) => void;
}) {
  /** What a player's disk set does that they would not expect, if anything. */
  const noteText = (player: string) => (disks.value[player] === undefined ? undefined : noteFor?.(player, disks.value));
  const noteOf = (player: string) => {
    const note = noteText(player);
    return (
      note && (
        <p key={player} class="disk-note">
          {note}
        </p>
      )
    );
  };
  const disks = useSignal<Disks>(
    Object.fromEntries(Object.entries(initial ?? {}).filter(([player]) => players.includes(player))),
  );
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
  if (showsTable(mode, players)) {
    const notes = players.flatMap((p) => noteText(p) ?? []);
    return (
      <>
        <PlayerChoiceTable
          label={message('game.disks.label')}
          players={players}
          chosen={disks.value}
          labelOf={(p) => message('game.disks.diskOf', { name: nameOf(p) })}
          regionsFor={regionsFor}
          nameOf={nameOf}
          areaName={areaName}
          shortName={shortName}
          {...(marked ? { marked } : {})}
          {...(countOf ? { countOf } : {})}
          {...(caption ? { caption } : {})}
          onSet={set}
        />
        {/* One paragraph for them all: several disks on the King's region take a few lines, not a block each. */}
        {notes.length > 0 && <p class="disk-note">{notes.join(' ')}</p>}
      </>
    );
  }
  if (mode === 'open') {
    return (
      <div class="disks" role="group" aria-label={message('game.disks.label')}>
        {players.map((p) => (
          <Fragment key={p}>
            <ChoiceGroup
              label={message('game.disks.diskOf', { name: nameOf(p) })}
              value={disks.value[p]}
              options={regionOptions(p)}
              onChange={(r) => set(p, r)}
            />
            {noteOf(p)}
          </Fragment>
        ))}
      </div>
    );
  }
  const { index, choosing } = turn.value;
  const player = players[index];
  if (player === undefined) {
    return (
      <div class="disks" role="group" aria-label={message('game.disks.label')}>
        <p>{message('game.disks.allSet')}</p>
        <ul>
          {players.map((p) => (
            <li key={p}>
              {nameOf(p)}: {disks.value[p] === undefined ? '' : areaName(disks.value[p])}
              {noteOf(p)}
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
          {message('game.disks.again')}
        </button>
      </div>
    );
  }
  return (
    <HandOver
      className="disks"
      label={message('game.disks.label')}
      note={message('game.disks.progress', { set: index, count: players.length })}
      openLabel={message('game.disks.open', { name: nameOf(player) })}
      open={choosing}
      onOpen={() => (turn.value = { index, choosing: true })}
    >
      <>
        <p>{message('game.disks.progress', { set: index, count: players.length })}</p>
        <ChoiceGroup
          label={message('game.disks.secretDiskOf', { name: nameOf(player) })}
          value={disks.value[player]}
          options={regionOptions(player)}
          onChange={(r) => set(player, r)}
        />
        {noteOf(player)}
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
            ? message('game.disks.handOn', { name: nameOf(players[index + 1] ?? '') })
            : message('game.disks.revealAll')}
        </button>
      </>
    </HandOver>
  );
}
