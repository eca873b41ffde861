import { moduleTable } from '../modules/index';
import { REGION_IDS, type RegionId } from '../state/areaIds';
import { commandField } from '../state/commandFields';
import type { SetupDisksCommand } from '../state/commands';
import { valueWords } from '../state/quote';
import { fail, ok, type Result } from '../state/result';
import type { CommandRow, PhaseRow } from '../state/ruleRows';
import type { RuleRef } from '../state/sources';
import { changeArea, changeCourt, playerIds, playerWords } from '../state/stateHelpers';
import type { GameState } from '../state/types';
import { listOf, words } from '../state/words';
import { checkRegionFor } from '../table/checks';

/**
 * The preparation's secret disks, revealed together: each player names one of the nine regions, and as
 * many of their caballeros as the modules say go there from the court (two with Grand Inquisitor & the
 * Colonies, one with Intrigue & the King), or stay in it when the region is the King's. Every player sets one.
 */
export function placeSetupDisks(state: GameState, command: SetupDisksCommand): Result<GameState> {
  const disks = moduleTable(state.setup.modules).setupDisks;
  const ref = disks?.ref;
  const players = playerIds(state);
  const given = typeof command.disks === 'object' && command.disks !== null ? command.disks : {};
  const stranger = Object.keys(given).find((id) => !players.includes(id));
  if (stranger !== undefined) {
    return fail(
      'setup-disks/not-a-player',
      words('refusal.setup-disks/not-a-player', { value: valueWords(stranger) }),
      ref,
    );
  }
  let next = state;
  for (const id of players) {
    const named: unknown = given[id];
    if (named === undefined) {
      return fail('setup-disks/missing', words('refusal.setup-disks/missing', { who: playerWords(state, id) }), ref, {
        player: id,
      });
    }
    const region = checkRegionFor(state, named, words('flow.what.disk', { who: playerWords(state, id) }), 'disk');
    if (!region.ok) return region;
    if (region.value === state.king) continue;
    // As many as the modules say, or what the court holds after a correction made it short.
    const sent = Math.min(disks?.caballeros ?? 0, next.court[id] ?? 0);
    next = changeArea(changeCourt(next, id, -sent), region.value, id, sent);
  }
  return ok(next);
}

/** What a preparation disk may name: any of the nine regions. */
export const setupDiskRegions = (): readonly RegionId[] => REGION_IDS;

/** How many caballeros each preparation disk sends on this table, and where that is written (none: no such disks). */
export function setupDisksRule(state: GameState): { readonly caballeros: number; readonly ref: RuleRef } | undefined {
  const disks = moduleTable(state.setup.modules).setupDisks;
  return disks ? { caballeros: disks.caballeros, ref: disks.ref } : undefined;
}

/** The phase before round 1 in which the preparation's secret disks are revealed, all in one entry; round 1 follows. */
export const setupDisksPhase: PhaseRow = {
  opening: true,
  accepts: ['setup-disks'],
  next: (state) => ({ ...state, phase: 'reveal' }),
  waitingFor: () => words('flow.waiting.setupDisks'),
};

/** The preparation's disks as one command: every player's region, revealed together. */
export const setupDisksRow: CommandRow<SetupDisksCommand> = {
  fields: { disks: commandField.playerDisks('secret disks') },
  apply: placeSetupDisks,
  when: words('flow.when.setup-disks'),
  rule: 'setup',
  describe: (command, { names }) =>
    words('history.setupDisks', {
      disks: listOf(
        Object.entries(command.disks ?? {}).map(([id, region]) =>
          words('history.diskOn', { who: names.name(id), area: names.area(region) }),
        ),
      ),
    }),
};
