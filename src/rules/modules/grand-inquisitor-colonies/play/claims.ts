import { commandField } from '../../../state/commandFields';
import type { ClaimCommand } from '../../../state/commands';
import { optional } from '../../../state/fields';
import { fail, ok, type Result } from '../../../state/result';
import type { CommandRow, TurnStepRow } from '../../../state/ruleRows';
import { countIn, playerWords } from '../../../state/stateHelpers';
import type { GameState, PlayerId } from '../../../state/types';
import { listOf, words } from '../../../state/words';
import type { DiscKind } from '../state';
import { carriersOf, DISC_AREA, DISC_KINDS, discsOf, withCarried, withDiscs } from './discs';
import { DISCS_REF } from './refs';
import { sailorsOf } from './sailing';

/** Whether this id stands on the Viceroy's space. */
const isViceroy = (state: GameState, id: PlayerId): boolean => state.modules?.roles?.viceroy === id;

/**
 * How many of this id's caballeros may claim a disc of this kind now: those in its colony carrying
 * none, the Viceroy left out unless he resigns (he may not carry one).
 */
export function claimersOf(state: GameState, kind: DiscKind, id: PlayerId, resign = false): number {
  const area = DISC_AREA[kind];
  const viceroy = area === 'america' && isViceroy(state, id) && !resign ? 1 : 0;
  return Math.max(0, countIn(state, area, id) - carriersOf(state, area, id) - viceroy);
}

/** Whether this player may claim any disc now, with their own caballeros or the Grand Inquisitor's held. */
export const mayClaim = (state: GameState, player: PlayerId): boolean =>
  DISC_KINDS.some(
    (kind) =>
      discsOf(state).lying[kind] > 0 && sailorsOf(state, player).some((id) => claimersOf(state, kind, id, true) > 0),
  );

/**
 * Claims (Gold and Wares): a caballero in America or the Mediterranean put on an unclaimed disc there,
 * which then is his, one disc each. A free step of the claimer's turn, never counted as repositioning
 * (P21 (a)); the player who placed the discs claims on the same turn. The Viceroy carries none, but may
 * resign his space to claim Gold.
 */
export function claim(state: GameState, command: ClaimCommand): Result<GameState> {
  const { player } = command;
  const asked = DISC_KINDS.flatMap((kind) =>
    Object.entries(command[kind] ?? {}).map(([id, count]) => ({ kind, id, count })),
  ).filter((c) => c.count > 0);
  if (asked.length === 0) return fail('claim/nothing', words('refusal.claim/nothing'), DISCS_REF);
  const viceroy = state.modules?.roles?.viceroy;
  if (command.resign) {
    if (viceroy === undefined || !sailorsOf(state, player).includes(viceroy))
      return fail('claim/resign', words('refusal.claim/resign.none', { who: playerWords(state, player) }), DISCS_REF);
    if (!asked.some((c) => c.kind === 'gold' && c.id === viceroy))
      return fail('claim/resign', words('refusal.claim/resign.noGold'), DISCS_REF);
  }
  let { lying, carried = {} } = discsOf(state);
  for (const { kind, id, count } of asked) {
    if (!sailorsOf(state, player).includes(id))
      return fail(
        'claim/not-yours',
        words('refusal.claim/not-yours', { who: playerWords(state, player), owner: playerWords(state, id) }),
        DISCS_REF,
      );
    if (count > lying[kind])
      return fail('claim/none-lying', words('refusal.claim/none-lying', { kind, count: lying[kind] }), DISCS_REF, {
        lying: lying[kind],
      });
    const free = claimersOf(state, kind, id, command.resign === true && id === viceroy);
    if (count > free)
      return fail(
        'claim/no-caballero',
        words('refusal.claim/no-caballero', { kind, who: playerWords(state, id), count: free }),
        DISCS_REF,
        { free },
      );
    lying = { ...lying, [kind]: lying[kind] - count };
    carried = withCarried(carried, DISC_AREA[kind], id, kind, count);
  }
  const resigned =
    command.resign && state.modules?.roles
      ? { ...state, modules: { ...state.modules, roles: withoutViceroy(state.modules.roles) } }
      : state;
  return ok(withDiscs(resigned, { lying, carried }));
}

const withoutViceroy = <R extends { readonly viceroy?: string }>(roles: R): Omit<R, 'viceroy'> => {
  const { viceroy: _, ...rest } = roles;
  return rest;
};

/** Claiming as a step of the turn: offered while a disc lies where the player has a caballero free to claim it. */
export const claimStep: TurnStepRow = {
  id: 'claim',
  commands: ['claim'],
  applies: (state, turn) => mayClaim(state, turn.player),
  status: () => 'open',
  refuse: (state, turn) =>
    mayClaim(state, turn.player)
      ? undefined
      : fail('claim/nothing-to-claim', words('refusal.claim/nothing-to-claim'), DISCS_REF).error,
};

/** The claim command: how many discs of each kind whose caballeros take, and whether the Viceroy resigns. */
export const claimRow: CommandRow<ClaimCommand> = {
  fields: {
    player: commandField.playerId(),
    gold: optional(commandField.playerCounts('Gold discs claimed')),
    wares: optional(commandField.playerCounts('Wares discs claimed')),
    resign: optional(commandField.flag()),
  },
  apply: claim,
  when: words('flow.when.noTurn'),
  rule: 'take-card',
  byTurnPlayer: true,
  describe: (command, { names }) =>
    words(command.resign === true ? 'history.claim.resign' : 'history.claim', {
      who: names.name(command.player),
      claims: listOf(
        DISC_KINDS.flatMap((kind) =>
          Object.entries(command[kind] ?? {}).map(([id, count]) =>
            words('history.claim.one', { count: Number(count) || 0, kind, whose: names.name(id) }),
          ),
        ),
      ),
    }),
};
