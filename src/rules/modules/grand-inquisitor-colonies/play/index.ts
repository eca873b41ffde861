import { holderExtraPlay } from '../../../play/holderExtra';
import { definePlay } from '../../../play/modulePlay';
import { setupDisksPhase, setupDisksRow } from '../../../play/setupDisks';
import { rolesInPlay, settleSpecialSpaces } from '../../../play/specialSpaces';
import type { GameAreaId } from '../../../state/areaIds';
import type { SetupCommand } from '../../../state/commands';
import { fail, ok } from '../../../state/result';
import { countIn, totalIn } from '../../../state/stateHelpers';
import type { GameState, PlayerId } from '../../../state/types';
import { listOf, words } from '../../../state/words';
import { castilloArrivals } from './castilloArrivals';
import { claimRow, claimStep } from './claims';
import { correctDiscs } from './correctDiscs';
import { carriersOf, placeCardDiscs, settleDiscs } from './discs';
import { settleLimitTable } from './limitTable';
import { checkFranceRoom, FRANCE_ROOM, newRegionBorders, refuseNewRegionPlacement } from './newRegions';
import { INQUISITOR_REF, PREPARATION_REF } from './refs';
import { checkReseats, reseatsOf } from './reseats';
import { noteTurnStart } from './sailing';
import { sailingStep, sailRow } from './sailingRules';
import { setupColonies, VALUES_ENTERED_ON } from './setup';

/** A carrier of Gold or Wares is never the Captain nor the Viceroy (Special rules for a caballero with a disc). */
const holdableSpace = (state: GameState, area: GameAreaId, id: PlayerId): number =>
  countIn(state, area, id) - (area === 'ship' || area === 'america' ? carriersOf(state, area, id) : 0);

/** The Grand Inquisitor's regions as a setup command names them, read warily (for the history). */
const namedRegions = (command: SetupCommand) =>
  Array.isArray(command.inquisitor) ? command.inquisitor.filter((r) => typeof r === 'string') : [];

/**
 * Grand Inquisitor & the Colonies (Decennial): four new regions, the Grand Inquisitor's black caballeros,
 * the Limit table, Gold and Wares.
 */
export const coloniesPlay = definePlay({
  id: 'grand-inquisitor-colonies',
  setupFields: ['inquisitor', 'limitTable', 'printedValues'],
  setup: setupColonies,
  setupPart: (command, names) =>
    words('history.setup.colonies', {
      black: listOf(namedRegions(command).map((r) => names.area(r))),
      table: names.area(command.limitTable),
      values: listOf(
        VALUES_ENTERED_ON.flatMap(({ id }) => {
          const values: unknown = command.printedValues?.[id];
          return Array.isArray(values)
            ? [words('history.setup.colonyValues', { area: names.area(id), values: values.join('/') })]
            : [];
        }),
        'plain',
      ),
    }),
  ...holderExtraPlay('inquisitor', INQUISITOR_REF),
  commandFields: ['onLimitTable', 'spaces', 'carrying', 'discs'],
  // Its piles are turned over each round, also where hands replace the power cards (reading P30).
  roundStartsWith: 'reveal',
  bordering: (_state, region) => newRegionBorders(region),
  refusePlacement: (state, _player, area) => refuseNewRegionPlacement(state, area),
  roomIn: (state, area) => (area === 'france' ? FRANCE_ROOM - totalIn(state, 'france') : undefined),
  keptFromOthers: (state, area, owner) => carriersOf(state, area, owner),
  // Repositioning (002:1110-1120): on or off the Limit table, on or off a special space, each a move.
  scoringChoices: castilloArrivals,
  reseatsIn: (state, area) =>
    state.modules?.limitTable?.area === area || rolesInPlay(state).some((role) => role.area === area),
  // France's room is held once the command is done: a card may free spaces there as it fills others.
  afterCommand: (before, command, after) => {
    const roomy = checkFranceRoom(after);
    const settled = roomy.ok ? settleDiscs(before, command, placeCardDiscs(before, command, roomy.value)) : roomy;
    // A correction's discs are set once its caballeros are: carriers are held to those then there.
    const carried = settled.ok ? correctDiscs(command, settled.value) : settled;
    const reseats = (area: GameAreaId, id: PlayerId) => reseatsOf(command, area)[id] ?? 0;
    const seated = carried.ok ? settleSpecialSpaces(before, command, carried.value, holdableSpace, reseats) : carried;
    const tabled = seated.ok ? settleLimitTable(before, command, seated.value) : seated;
    const reseated = tabled.ok ? checkReseats(before, command, tabled.value) : tabled;
    return reseated.ok ? ok(noteTurnStart(before, reseated.value)) : reseated;
  },
  rules: {
    // The preparation's disks (002:1158-1160): a phase the Decennial expansions share.
    phases: { 'setup-disks': setupDisksPhase },
    turnSteps: [
      { ...sailingStep, before: 'end-turn' },
      { ...claimStep, before: 'end-turn' },
    ],
    commands: {
      'setup-disks': setupDisksRow,
      sail: sailRow,
      claim: claimRow,
    },
    absent: () => fail('flow/no-colonies', words('refusal.flow/no-colonies'), PREPARATION_REF).error,
  },
  movers: (state, player) => [{ id: 'inquisitor', own: state.modules?.holders?.inquisitor === player }],
});
