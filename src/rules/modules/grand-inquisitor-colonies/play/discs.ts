import { areaWordsIn } from '../../../editions/ruleOf';
import { holderOf } from '../../../play/holderExtra';
import { type GameAreaId, REGION_IDS } from '../../../state/areaIds';
import type { Command } from '../../../state/commands';
import { BLACK_IDS } from '../../../state/modules';
import { performedAction } from '../../../state/performedAction';
import { isOneOf } from '../../../state/records';
import { fail, ok, type Result } from '../../../state/result';
import type { Move } from '../../../state/specialActions';
import { countIn, playerWords, tableAreas } from '../../../state/stateHelpers';
import type { GameState, PlayerId } from '../../../state/types';
import { words } from '../../../state/words';
import { applyScoring } from '../../../table/scoringBoardOf';
import type { DiscCounts, DiscKind, DiscsState } from '../state';
import { CARRIER_REF, DISCS_REF } from './refs';

export const DISC_KINDS: readonly DiscKind[] = ['gold', 'wares'];

/** The discs in the box (002, contents): 5 Gold, 11 Wares. */
export const DISCS_IN_BOX: Readonly<Record<DiscKind, number>> = { gold: 5, wares: 11 };

/** Where each kind lies until claimed: Gold in America, Wares in the Mediterranean. */
export const DISC_AREA = { gold: 'america', wares: 'mediterranean' } as const;

type Carried = NonNullable<DiscsState['carried']>;

export const discsOf = (state: GameState): DiscsState => state.modules?.discs ?? { lying: { gold: 0, wares: 0 } };

/** The discs this id's caballeros carry in an area. */
export const carriedBy = (state: GameState, area: string, id: PlayerId): DiscCounts =>
  discsOf(state).carried?.[area]?.[id] ?? {};

/** How many of this id's caballeros in an area carry a disc. */
export const carriersOf = (state: GameState, area: string, id: PlayerId): number =>
  DISC_KINDS.reduce((sum, kind) => sum + (carriedBy(state, area, id)[kind] ?? 0), 0);

/** The discs beside the board: the box's, less those lying and those carried. */
export function supplyOf(state: GameState): Record<DiscKind, number> {
  const { lying, carried } = discsOf(state);
  const out = (kind: DiscKind) =>
    Object.values(carried ?? {}).reduce(
      (sum, byId) => sum + Object.values(byId ?? {}).reduce((n, discs) => n + (discs[kind] ?? 0), 0),
      0,
    );
  return { gold: DISCS_IN_BOX.gold - lying.gold - out('gold'), wares: DISCS_IN_BOX.wares - lying.wares - out('wares') };
}

/** The carried discs with one id's discs in one area changed by `delta` of a kind. */
export function withCarried(carried: Carried, area: string, id: PlayerId, kind: DiscKind, delta: number): Carried {
  const discs = { ...carried[area]?.[id] };
  const next = (discs[kind] ?? 0) + delta;
  if (next === 0) delete discs[kind];
  else discs[kind] = next;
  const byId: Record<string, DiscCounts> = { ...carried[area] };
  if (Object.keys(discs).length === 0) delete byId[id];
  else byId[id] = discs;
  const out: Partial<Record<string, Readonly<Record<string, DiscCounts>>>> = { ...carried };
  if (Object.keys(byId).length === 0) delete out[area];
  else out[area] = byId;
  return out;
}

/** The table with the discs changed. */
export const withDiscs = (state: GameState, discs: DiscsState): GameState => ({
  ...state,
  modules: { ...state.modules, discs },
});

/** Who a disc's carrier scores for: its colour, or the Grand Inquisitor's holder (nobody while unheld: P23). */
export function controllerOf(state: GameState, id: PlayerId): PlayerId | undefined {
  const black = BLACK_IDS.find((b) => b === id);
  return black ? (holderOf(state, black) ?? undefined) : id;
}

/**
 * The moves a command makes on the board: a moving special action's, a sailing's, or an eviction's (every
 * caballero of each evicted colour to its disk's region, carriers with them), with the colours an
 * eviction sends back to their court by their own disk (its carriers drop their discs by their owner's
 * choice).
 */
export function movesOf(before: GameState, command: Command): { moves: readonly Move[]; ownCourt: readonly string[] } {
  if (command.type === 'sail') return { moves: command.moves, ownCourt: [] };
  // A card's action, taken this turn or kept from an earlier one.
  const action = performedAction(command);
  if (!action) return { moves: [], ownCourt: [] };
  if (action.kind === 'moves') return { moves: action.moves, ownCourt: [] };
  // Those who give caballeros back choose which themselves: a carrier given back is its owner's choice.
  if (action.kind === 'returns') return { moves: [], ownCourt: Object.keys(action.returns ?? {}) };
  if (action.kind !== 'eviction') return { moves: [], ownCourt: [] };
  const moves: Move[] = [];
  const ownCourt: string[] = [];
  for (const [owner, disk] of Object.entries(action.disks ?? {})) {
    const count = countIn(before, action.region, owner);
    if (count === 0) continue;
    // A disk naming the King's region or the evicted one sends them to the court (the eviction's rule).
    if (disk === before.king || disk === action.region) ownCourt.push(owner);
    else moves.push({ owner, from: action.region, to: disk, count, carrying: carriedBy(before, action.region, owner) });
  }
  return { moves, ownCourt };
}

/** Who moved: the player who entered the command, if a player did. */
const moverOf = (command: Command): PlayerId | undefined =>
  'player' in command && typeof command.player === 'string' ? command.player : undefined;

/** Where a carrier scores on arrival: one of the nine regions of Spain. */
const isSpain = (area: GameAreaId): boolean => isOneOf(REGION_IDS, area);

/**
 * Which discs the caballeros of each move carry: as the move says, or else those carrying none first,
 * so only when too few carry none do carriers move, and then only where one kind leaves no choice.
 */
function carriedByMoves(before: GameState, moves: readonly Move[]): Result<readonly DiscCounts[]> {
  const used = new Map<string, Record<DiscKind, number>>();
  const out: DiscCounts[] = [];
  for (const move of moves) {
    const key = `${move.from}|${move.owner}`;
    const had = carriedBy(before, move.from, move.owner);
    const left = used.get(key) ?? { gold: had.gold ?? 0, wares: had.wares ?? 0 };
    const plain = countIn(before, move.from, move.owner) - carriersOf(before, move.from, move.owner);
    // Those carrying none already taken by the earlier moves from the same area of the same owner.
    const plainUsed = moves
      .slice(0, out.length)
      .reduce(
        (sum, m, j) => (m.from === move.from && m.owner === move.owner ? sum + m.count - total(out[j] ?? {}) : sum),
        0,
      );
    let carrying: DiscCounts;
    if (move.carrying) {
      carrying = move.carrying;
      if (total(carrying) > move.count)
        return fail('discs/carrying', words('refusal.discs/carrying.more', { count: move.count }), DISCS_REF);
      // The others must be caballeros carrying none: a disc never goes back by leaving it out.
      const free = Math.max(0, plain - plainUsed);
      if (move.count - total(carrying) > free)
        return fail(
          'discs/carrying',
          words('refusal.discs/carrying.fewFree', {
            who: playerWords(before, move.owner),
            area: areaWordsIn(before, move.from),
            count: free,
          }),
          DISCS_REF,
        );
    } else {
      const forced = Math.max(0, move.count - Math.max(0, plain - plainUsed));
      if (forced === 0) carrying = {};
      else if (left.gold === 0 || left.wares === 0 || forced >= left.gold + left.wares)
        carrying = { gold: Math.min(forced, left.gold), wares: Math.min(Math.max(0, forced - left.gold), left.wares) };
      // Which move must say, how many of its caballeros carry discs, and which discs they may be.
      else
        return fail(
          'discs/choose',
          words('refusal.discs/choose', { who: playerWords(before, move.owner), area: areaWordsIn(before, move.from) }),
          DISCS_REF,
          { move: out.length, carriers: forced, discs: { ...left } },
        );
    }
    for (const kind of DISC_KINDS) {
      const n = carrying[kind] ?? 0;
      if (n > left[kind])
        return fail(
          'discs/not-carrying',
          words('refusal.discs/not-carrying', {
            who: playerWords(before, move.owner),
            area: areaWordsIn(before, move.from),
            kind,
            count: left[kind],
          }),
          DISCS_REF,
        );
      left[kind] -= n;
    }
    used.set(key, left);
    out.push(carrying);
  }
  return ok(out);
}

const total = (discs: DiscCounts): number => (discs.gold ?? 0) + (discs.wares ?? 0);

/**
 * The discs once a command is done (Bringing Gold and Wares to Spain; Special rules for a caballero with
 * a disc). Carriers follow the moves that name them, or that leave too few carrying none; a carrier
 * reaching one of the nine regions delivers at once, 6 for Gold and 4 for Wares to its controller, and
 * the disc goes back beside the board; one going to the Castillo drops it, and only its owner may send
 * it there. Where caballeros leave otherwise (to a court, to the provinces, a correction), those
 * carrying none go first, then Wares, then Gold, and the discs go back: only the owner's own command may
 * take a carrier so, unless it is a correction. A carrier is never the Captain nor the Viceroy.
 */
export function settleDiscs(before: GameState, command: Command, after: GameState): Result<GameState> {
  const { moves, ownCourt } = movesOf(before, command);
  const carrying = carriedByMoves(before, moves);
  if (!carrying.ok) return carrying;
  const mover = moverOf(command);
  // The command's own change to the discs (a claim) is where it starts; moves carry from the table before.
  let carried: Carried = discsOf(after).carried ?? {};
  const delivered = new Map<PlayerId, Record<DiscKind, number>>();
  for (const [i, move] of moves.entries()) {
    for (const kind of DISC_KINDS) {
      const n = carrying.value[i]?.[kind] ?? 0;
      if (n === 0) continue;
      carried = withCarried(carried, move.from, move.owner, kind, -n);
      // The Castillo drops the disc (as a court or the provinces do, by other commands).
      if (move.to === 'castillo') {
        if (controllerOf(after, move.owner) !== mover) return carrierTaken(before, move.owner, move.to);
      } else if (isSpain(move.to)) {
        // Who controls the carrier once the command is done: the Grand Inquisitor card takes him as it moves his.
        const to = controllerOf(after, move.owner);
        if (to !== undefined) {
          const got = delivered.get(to) ?? { gold: 0, wares: 0 };
          got[kind] += n;
          delivered.set(to, got);
        }
      } else carried = withCarried(carried, move.to, move.owner, kind, n);
    }
  }
  const dropped = dropLeavers(after, carried, command, ownCourt);
  if (!dropped.ok) return dropped;
  // A table where nothing was ever carried keeps no list of carriers.
  const untouched = Object.keys(dropped.value).length === 0 && discsOf(after).carried === undefined;
  let next = untouched ? after : withDiscs(after, { ...discsOf(after), carried: dropped.value });
  if (delivered.size > 0) {
    const deliveries = Object.fromEntries(delivered);
    next = applyScoring(next, { kind: 'delivery', deliveries }, 'delivery', mover).state;
  }
  return ok(next);
}

/** The refusal of a carrier sent where only its owner may send it. */
function carrierTaken(state: GameState, owner: PlayerId, to: GameAreaId | 'court'): Result<never> {
  return fail(
    'discs/carrier-taken',
    words('refusal.discs/carrier-taken', {
      who: playerWords(state, owner),
      area: to === 'court' ? words('discs.court') : areaWordsIn(state, to),
    }),
    CARRIER_REF,
    { owner, to },
  );
}

/**
 * Carriers that left an area without a move naming them (to a court, to the provinces, by a
 * correction): where fewer caballeros remain than carry discs, Wares go back before Gold. Only the
 * owner's own command, or a correction, may do so.
 */
function dropLeavers(
  after: GameState,
  carried: Carried,
  command: Command,
  ownCourt: readonly string[],
): Result<Carried> {
  let out = carried;
  for (const area of tableAreas(after)) {
    for (const id of Object.keys(carried[area] ?? {})) {
      let over = carriersIn(out, area, id) - countIn(after, area, id);
      if (over <= 0) continue;
      const own =
        command.type === 'table-correction' || ownCourt.includes(id) || controllerOf(after, id) === moverOf(command);
      if (!own) return carrierTaken(after, id, 'court');
      for (const kind of ['wares', 'gold'] as const) {
        const n = Math.min(over, out[area]?.[id]?.[kind] ?? 0);
        if (n > 0) out = withCarried(out, area, id, kind, -n);
        over -= n;
      }
    }
  }
  return ok(out);
}

const carriersIn = (carried: Carried, area: string, id: PlayerId): number =>
  DISC_KINDS.reduce((sum, kind) => sum + (carried[area]?.[id]?.[kind] ?? 0), 0);

/**
 * Discs placed by a stack-7 card whose special action was performed (Gold and Wares): one per picture,
 * Gold in America and Wares in the Mediterranean, as many as the supply still holds (reading P22 (a)).
 * A card taken but whose action was skipped or vetoed places none; one kept places them once its action is done.
 */
export function placeCardDiscs(before: GameState, command: Command, after: GameState): GameState {
  // A kept card's discs wait with it, until its action is done on a later turn (reading P26).
  const id =
    command.type === 'kept-action'
      ? command.card
      : command.type === 'special' && command.vetoedBy === undefined
        ? before.turn?.card?.id
        : undefined;
  const card = id === undefined ? undefined : before.modules?.described?.[id];
  if (!card || (card.gold === 0 && card.wares === 0)) return after;
  const supply = supplyOf(after);
  const { lying } = discsOf(after);
  const placed = { gold: Math.min(card.gold, supply.gold), wares: Math.min(card.wares, supply.wares) };
  return withDiscs(after, {
    ...discsOf(after),
    lying: { gold: lying.gold + placed.gold, wares: lying.wares + placed.wares },
  });
}
