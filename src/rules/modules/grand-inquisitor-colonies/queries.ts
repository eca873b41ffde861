import { describableEffects } from '../../flow/describeCard';
import { applyCommand } from '../../game/applyCommand';
import type { GameAreaId } from '../../state/areaIds';
import type { TableCorrectionCommand } from '../../state/commands';
import type { Move } from '../../state/specialActions';
import type { GameState, PlayerId } from '../../state/types';
import { claimersOf } from './play/claims';
import { CARRIER_AREAS, mayCarry } from './play/correctDiscs';
import { carriedBy, DISC_KINDS, DISCS_IN_BOX, discsOf } from './play/discs';
import { sailableFrom, sailingTargets, sailorsOf } from './play/sailing';
import type { DiscCounts, DiscKind, SailingArea } from './state';

/** One sailing a player may make now: whose caballeros, from where, how many at most, and where to. */
export interface SailingChoice {
  readonly owner: PlayerId;
  readonly from: SailingArea;
  readonly most: number;
  readonly targets: readonly GameAreaId[];
  /** The Gold and Wares discs these caballeros carry there: a move may say how many of its caballeros carry them. */
  readonly carried: DiscCounts;
}

const SAILING_AREAS: readonly SailingArea[] = ['ship', 'america', 'mediterranean'];

/** The discs these moves say their caballeros carry from an area, by owner and kind, taken off what is carried there. */
function carriedLeft(state: GameState, area: GameAreaId, owner: PlayerId, moves: readonly Move[]): DiscCounts {
  const carried = carriedBy(state, area, owner);
  const moved = (kind: DiscKind) =>
    moves.filter((m) => m.owner === owner && m.from === area).reduce((sum, m) => sum + (m.carrying?.[kind] ?? 0), 0);
  return Object.fromEntries(DISC_KINDS.map((kind) => [kind, Math.max(0, (carried[kind] ?? 0) - moved(kind))]));
}

/**
 * What this player may sail now (Ship): their own caballeros, and the Grand Inquisitor's while they hold
 * him, that stood on the Ship or in a colony as the turn began and have not sailed since; `added`, the
 * sailings already entered for the same command, are taken off (caballeros and the discs they carry).
 */
export function sailingChoices(
  state: GameState,
  player: PlayerId,
  added: readonly Move[] = [],
): readonly SailingChoice[] {
  return SAILING_AREAS.flatMap((from) =>
    sailorsOf(state, player).flatMap((owner) => {
      const entered = added.filter((m) => m.owner === owner && m.from === from).reduce((sum, m) => sum + m.count, 0);
      const most = sailableFrom(state, from, owner) - entered;
      const carried = carriedLeft(state, from, owner, added);
      return most > 0 ? [{ owner, from, most, targets: sailingTargets(state, from), carried }] : [];
    }),
  );
}

/** One claim a player may make now: a kind of disc, whose caballeros take it, and how many at most. */
export interface ClaimChoice {
  readonly kind: DiscKind;
  readonly owner: PlayerId;
  /** How many these caballeros may take: one each, of those carrying none, and no more than lie there. */
  readonly most: number;
  /** The same should the Viceroy give up his space to claim Gold (his owner's, Gold only); else `most`. */
  readonly mostIfResigned: number;
  /** The discs of this kind lying there, which every claimant of the claim shares. */
  readonly lying: number;
}

/** What this player may claim now (Gold and Wares): discs lying where their caballeros carry none. */
export function claimChoices(state: GameState, player: PlayerId): readonly ClaimChoice[] {
  const { lying } = discsOf(state);
  return DISC_KINDS.flatMap((kind) =>
    sailorsOf(state, player).flatMap((owner) => {
      const most = Math.min(lying[kind], claimersOf(state, kind, owner));
      const mostIfResigned = Math.min(lying[kind], claimersOf(state, kind, owner, true));
      return mostIfResigned > 0 ? [{ kind, owner, most, mostIfResigned, lying: lying[kind] }] : [];
    }),
  );
}

/** The effects a table may give a card it describes on this table (the screen's list). */
export const describedCardEffects = (state: GameState): readonly string[] => describableEffects(state.setup);

/** Where the rules of the free steps are written, for the screens' citations. */
export {
  DISCS_REF as CLAIMS_REF,
  PREPARATION_REF as COLONIES_PREPARATION_REF,
  SHIP_REF as SAILING_REF,
} from './play/refs';
export { type LimitTableChoice, type LimitTableOption, limitTableChoices } from './queries/limitTable';

/**
 * The Gold and Wares discs this id's caballeros carry in an area, less those the moves entered so far
 * take from there (a move may say how many of its caballeros carry them).
 */
export const carriedDiscs = (
  state: GameState,
  area: GameAreaId,
  id: PlayerId,
  moves: readonly Move[] = [],
): DiscCounts => carriedLeft(state, area, id, moves);

/** One colour's carriers in one area, as a table correction may set what they carry. */
export interface CarrierRow {
  readonly area: GameAreaId;
  readonly id: PlayerId;
  /** How many of them may carry a disc, one each (the Captain and the Viceroy carry none). */
  readonly most: number;
  readonly carried: DiscCounts;
}

/** What a table correction may set of the discs: those lying, and each colour's carriers where they may stand. */
export interface DiscsCorrectionChoice {
  readonly lying: Readonly<Record<DiscKind, number>>;
  readonly rows: readonly CarrierRow[];
  /** The box's discs of each kind: lying and carried together never more. */
  readonly box: Readonly<Record<DiscKind, number>>;
}

/**
 * The discs as this correction leaves them before it sets any, and where carriers may stand once its
 * counts are set; undefined in a game without the discs, or where the correction is refused without them.
 */
export function discsCorrectionChoices(
  state: GameState,
  command: TableCorrectionCommand,
): DiscsCorrectionChoice | undefined {
  if (!state.modules?.discs) return undefined;
  const { discs: _, ...plain } = command;
  const after = applyCommand(state, plain);
  if (!after.ok) return undefined;
  const table = after.value;
  const rows = CARRIER_AREAS.flatMap((area) =>
    Object.keys(table.areas[area] ?? {}).flatMap((id) => {
      const most = mayCarry(table, area, id);
      return most > 0 ? [{ area, id, most, carried: carriedBy(table, area, id) }] : [];
    }),
  );
  return { lying: discsOf(table).lying, rows, box: DISCS_IN_BOX };
}
