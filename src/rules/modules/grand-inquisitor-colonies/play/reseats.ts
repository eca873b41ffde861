import { areaWordsIn } from '../../../editions/ruleOf';
import { rolesInPlay } from '../../../play/specialSpaces';
import type { Command } from '../../../state/commands';
import { performedAction } from '../../../state/performedAction';
import { fail, ok, type Result } from '../../../state/result';
import { playerWords } from '../../../state/stateHelpers';
import type { GameState, PlayerId } from '../../../state/types';
import { words } from '../../../state/words';
import { REPOSITIONING_REF } from './refs';

/** Caballeros by colour (black ones under their id). */
type Seats = Readonly<Record<PlayerId, number>>;

/** The moves of a command that stay in this area: repositionings there, by owner. */
export function reseatsOf(command: Command, area: string): Seats {
  const out: Record<PlayerId, number> = {};
  for (const m of movesOf(command)) if (m.from === area && m.to === area) out[m.owner] = (out[m.owner] ?? 0) + m.count;
  return out;
}

const movesOf = (command: Command) => {
  if (command.type === 'sail') return command.moves;
  const action = performedAction(command);
  return action?.kind === 'moves' ? action.moves : [];
};

/**
 * How many of one colour's seats at the Limit table in an area a command may have changed: how far its
 * count moved, or, where it had caballeros both on the table and beside it, one taken off and another of
 * the same colour put on the space it freed (002:1212-1216), which the counts do not show.
 */
function tableChange(before: GameState, after: GameState, area: string, id: PlayerId): number {
  const seatedIn = (state: GameState) => {
    const table = state.modules?.limitTable;
    return table?.area === area ? (table.onTable?.[id] ?? 0) : 0;
  };
  const seated = seatedIn(before);
  const beside = before.modules?.limitTable?.area === area ? (before.areas[area]?.[id] ?? 0) - seated : 0;
  return Math.max(Math.abs(seatedIn(after) - seated), Math.min(seated, beside));
}

/** How many of an area's special spaces one colour took or gave up. */
function spaceChange(before: GameState, after: GameState, area: string, id: PlayerId): number {
  const [was, now] = [before.modules?.roles ?? {}, after.modules?.roles ?? {}];
  return rolesInPlay(after).filter((role) => role.area === area && (was[role.id] === id) !== (now[role.id] === id))
    .length;
}

/**
 * A move that stays in its area repositions a caballero there: on or off the Limit table, on or off a
 * special space (Decennial rules, “Grand Inquisitor & the Colonies: Repositioning”). So a colour's
 * staying moves are at most the changes it made there; a caballero may make two at once (off a special
 * space and onto the table), as the app does not track which of a colour's caballeros sits where.
 */
export function checkReseats(before: GameState, command: Command, after: GameState): Result<GameState> {
  const areas = new Set(movesOf(command).flatMap((m) => (m.from === m.to ? [m.from] : [])));
  for (const area of areas) {
    for (const [id, count] of Object.entries(reseatsOf(command, area))) {
      const changed = tableChange(before, after, area, id) + spaceChange(before, after, area, id);
      if (count > changed) {
        return fail(
          'colonies/idle-reseat',
          words('refusal.colonies/idle-reseat', {
            who: playerWords(after, id),
            count,
            changed,
            area: areaWordsIn(after, area),
          }),
          REPOSITIONING_REF,
          { area, player: id, count, changed },
        );
      }
    }
  }
  return ok(after);
}
