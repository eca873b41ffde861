import type { SetupDisksCommand } from '../../../state/commands';
import { valueWords } from '../../../state/quote';
import { fail, ok, type Result } from '../../../state/result';
import type { PhaseRow } from '../../../state/ruleRows';
import { changeArea, changeCourt, playerIds, playerWords } from '../../../state/stateHelpers';
import type { GameState } from '../../../state/types';
import { words } from '../../../state/words';
import { checkRegionFor } from '../../../table/checks';
import { PREPARATION_REF } from './refs';

/** Caballeros each secret disk of the preparation sends from the court. */
const SENT_BY_DISK = 2;

/**
 * The preparation's secret disks, revealed together: each player names one of the nine regions, and two
 * of their caballeros go there from the court, or stay in it when the region is the King's. Every player
 * sets one (Decennial rules, “Grand Inquisitor & the Colonies: Preparation”).
 */
export function placeSetupDisks(state: GameState, command: SetupDisksCommand): Result<GameState> {
  const players = playerIds(state);
  const given = typeof command.disks === 'object' && command.disks !== null ? command.disks : {};
  const stranger = Object.keys(given).find((id) => !players.includes(id));
  if (stranger !== undefined) {
    return fail(
      'setup-disks/not-a-player',
      words('refusal.setup-disks/not-a-player', { value: valueWords(stranger) }),
      PREPARATION_REF,
    );
  }
  let next = state;
  for (const id of players) {
    const named: unknown = given[id];
    if (named === undefined) {
      return fail(
        'setup-disks/missing',
        words('refusal.setup-disks/missing', { who: playerWords(state, id) }),
        PREPARATION_REF,
        {
          player: id,
        },
      );
    }
    const region = checkRegionFor(state, named, words('flow.what.disk', { who: playerWords(state, id) }), 'disk');
    if (!region.ok) return region;
    if (region.value === state.king) continue;
    // Two, or what the court holds after a correction made it short.
    const sent = Math.min(SENT_BY_DISK, next.court[id] ?? 0);
    next = changeArea(changeCourt(next, id, -sent), region.value, id, sent);
  }
  return ok(next);
}

/** The phase before round 1 in which the preparation's secret disks are revealed, all in one entry; round 1 follows. */
export const setupDisksPhase: PhaseRow = {
  opening: true,
  accepts: ['setup-disks'],
  next: (state) => ({ ...state, phase: 'reveal' }),
  waitingFor: () => words('modules.colonies.waitingForDisks'),
};
