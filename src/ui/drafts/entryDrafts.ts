import { parseJsonText } from '../../jsonText';
import { type GameAreaId, isOneOf, LIMITS, type Move, type MovesGuide } from '../../rules';
import type { GameView } from '../../session/gameView';

/**
 * What is being entered but not yet confirmed — the cards turned over, the order of a turn's parts,
 * the taps of a placement, the moves of a special action, a general scoring's open disks — kept for the tab's life (sessionStorage), so a reload mid-entry puts them back. A draft is
 * put back only onto the very table it was made on: the same game, with the same history (every
 * command, undo and correction is a new entry, so any change to the table gives another count).
 * Anything else is dropped without a word. Put back, a draft is only what the screen shows: the
 * engine checks it as any other entry when it is confirmed.
 */

/** The table a draft belongs to. */
export interface DraftTable {
  readonly gameId: string;
  /** Entries in the stored history (commands, undos, redos, corrections). */
  readonly entries: number;
  /** Commands in force, setup first. */
  readonly inForce: number;
}

export type DraftKind = 'placement' | 'held' | 'moves' | 'reveal' | 'order' | 'disks';

/** The part of the Web Storage interface drafts use (sessionStorage in the app, a map in tests). */
export type DraftShelf = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Far above any real draft (a few dozen characters): a longer text was not written by this app. */
const MAX_DRAFT_CHARS = 10_000;

export interface Drafts {
  /** The draft kept for this table, or undefined (none, another table's, or unreadable: then it is dropped). */
  read(kind: DraftKind, table: DraftTable): unknown;
  /** Keeps `value` for this table, in place of any draft of that kind for that game; undefined drops it. */
  write(kind: DraftKind, table: DraftTable, value: unknown): void;
}

export function createDrafts(shelf: DraftShelf | undefined): Drafts {
  const keyOf = (kind: DraftKind, gameId: string) => `el-grande-companion/draft/${kind}/${gameId}`;
  // Storage may refuse (full, or switched off): a draft is a convenience, never worth an error.
  const drop = (key: string) => {
    try {
      shelf?.removeItem(key);
    } catch {
      /* nothing kept, nothing to drop */
    }
  };
  return {
    read(kind, table) {
      const key = keyOf(kind, table.gameId);
      let text: string | null | undefined;
      try {
        text = shelf?.getItem(key);
      } catch {
        return undefined;
      }
      if (text === null || text === undefined) return undefined;
      const parsed = text.length <= MAX_DRAFT_CHARS ? parseJsonText(text) : undefined;
      const saved = parsed?.ok ? parsed.value : undefined;
      if (
        isRecord(saved) &&
        saved.entries === table.entries &&
        saved.inForce === table.inForce &&
        Object.hasOwn(saved, 'value')
      )
        return saved.value;
      drop(key);
      return undefined;
    },
    write(kind, table, value) {
      const key = keyOf(kind, table.gameId);
      if (value === undefined) return drop(key);
      try {
        shelf?.setItem(key, JSON.stringify({ entries: table.entries, inForce: table.inForce, value }));
      } catch {
        drop(key);
      }
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;

/** This tab's drafts; none where the browser gives no sessionStorage (or refuses it). */
export const drafts: Drafts = createDrafts(
  (() => {
    try {
      return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
    } catch {
      return undefined;
    }
  })(),
);

/**
 * The table a step of this game is entered on, or undefined where nothing entered is kept: a
 * correction (its panels enter against an earlier table), a game followed read-only, or stopped.
 */
export function draftTableOf(view: GameView): DraftTable | undefined {
  const next = view.nextEntry.peek();
  return next && { gameId: view.id, ...next };
}

export type PlacementDraft = Readonly<Partial<Record<GameAreaId, number>>>;

/**
 * A kept placement as this step can show it: only areas it offers, each a whole count, no more in all
 * than may be placed. Anything else is not a draft this step made: none.
 */
export function placementDraftFrom(
  value: unknown,
  areas: readonly GameAreaId[],
  limit: number,
): PlacementDraft | undefined {
  if (!isRecord(value)) return undefined;
  const draft: Partial<Record<GameAreaId, number>> = {};
  let total = 0;
  for (const [area, count] of Object.entries(value)) {
    if (!isOneOf(areas, area) || !isCount(count, limit)) return undefined;
    draft[area] = count;
    total += count;
  }
  return Object.keys(draft).length > 0 && total <= limit ? draft : undefined;
}

/** A placement as kept: nothing tapped keeps nothing. */
export const placementToKeep = (draft: PlacementDraft): PlacementDraft | undefined =>
  Object.keys(draft).length > 0 ? draft : undefined;

/**
 * Kept moves as the moves form can show them: each from a region the card may move from, of a
 * colour standing there, to an area that source may send to, a whole count no larger than stands
 * there. Whether they add up within the card's limits is the engine's to say when confirmed.
 */
export function movesDraftFrom(value: unknown, guide: MovesGuide): Move[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > LIMITS.moves) return undefined;
  const moves: Move[] = [];
  for (const item of value) {
    if (!isRecord(item)) return undefined;
    const { owner, from, to, count } = item;
    const source = guide.sources.find((s) => s.region === from);
    if (
      !source ||
      typeof owner !== 'string' ||
      !Object.hasOwn(source.pieces, owner) ||
      typeof to !== 'string' ||
      !isOneOf(source.targets, to)
    )
      return undefined;
    if (!isCount(count, source.pieces[owner] ?? 0)) return undefined;
    moves.push({ owner, from: source.region, to, count });
  }
  return moves;
}

/** Moves as kept: none entered keeps nothing. */
export const movesToKeep = (moves: readonly Move[]): readonly Move[] | undefined =>
  moves.length > 0 ? moves : undefined;

/** Each stack's card as kept: only stacks still to choose, each a card that stack may show. */
export function revealDraftFrom(
  value: unknown,
  slots: readonly {
    readonly slot: string;
    readonly cards: readonly { readonly id: string }[];
    readonly undescribed?: readonly string[];
  }[],
): Readonly<Record<string, string>> | undefined {
  if (!isRecord(value)) return undefined;
  const draft: Record<string, string> = {};
  for (const [slot, card] of Object.entries(value)) {
    const offered = slots.find((s) => s.slot === slot);
    if (
      typeof card !== 'string' ||
      !(offered?.cards.some((c) => c.id === card) || offered?.undescribed?.includes(card))
    )
      return undefined;
    draft[slot] = card;
  }
  return draft;
}

/** Which of a turn's two parts the table chose to enter first. */
export const orderDraftFrom = (value: unknown): 'place' | 'special' | undefined =>
  value === 'place' || value === 'special' ? value : undefined;

/** Open disks as kept: only players asked, each a region they may name. */
export function disksDraftFrom<R extends string>(
  value: unknown,
  players: readonly string[],
  regionsFor: (player: string) => readonly R[],
): Readonly<Record<string, R>> | undefined {
  if (!isRecord(value)) return undefined;
  const draft: Record<string, R> = {};
  for (const [player, region] of Object.entries(value)) {
    const offered = players.includes(player) ? regionsFor(player) : [];
    if (typeof region !== 'string' || !isOneOf(offered, region)) return undefined;
    draft[player] = region;
  }
  return draft;
}

/** A record as kept: an empty one keeps nothing. */
export const recordToKeep = <T extends object>(value: T): T | undefined =>
  Object.keys(value).length > 0 ? value : undefined;
