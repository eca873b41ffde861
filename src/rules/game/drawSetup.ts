import { regionsClosedAtSetup } from '../play/index';
import { REGION_IDS, type RegionId } from '../state/areaIds';
import type { ModuleId } from '../state/modules';
import type { PlayerId } from '../state/types';

/** A small seeded generator (mulberry32): the same seed always draws the same cards. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The region cards shuffled by a seeded generator. */
export function shuffledRegions(random: () => number): RegionId[] {
  const deck = [...REGION_IDS];
  for (let i = deck.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const [a, b] = [deck[i], deck[j]];
    if (a !== undefined && b !== undefined) [deck[i], deck[j]] = [b, a];
  }
  return deck;
}

/**
 * Draws the King's start region and one home region per player, as the region cards would:
 * the King's card first, then one card each, so homes are distinct and never the King's. The next
 * two cards are the black caballeros' regions (the Church's, or the Grand Inquisitor's), and the one
 * after them the Limit table's (a setup without those modules leaves them out). With
 * `modules`, a card for a region they keep closed at the start (a Muslim Granada) is drawn again.
 * @example drawSetup(42, ['red', 'blue']) // { king: …, homes: { red: …, blue: … }, church: […, …] }, the same every time for 42
 * drawSetup(42, ['red', 'blue'], ['granada-1995']) // never Granada
 */
export function drawSetup(
  seed: number,
  players: readonly PlayerId[],
  modules: readonly ModuleId[] = [],
): {
  king: RegionId;
  homes: Record<PlayerId, RegionId>;
  church: RegionId[];
  inquisitor: RegionId[];
  limitTable: RegionId | undefined;
} {
  const closed = regionsClosedAtSetup(modules);
  // Nine region cards, at most one closed: the deck never runs out for the King, at most five players
  // and the black caballeros' two; the Limit table's card runs out only with five players and a closed region.
  const [king = REGION_IDS[0], ...rest] = shuffledRegions(seededRandom(seed)).filter((r) => !closed.includes(r));
  return {
    king,
    homes: Object.fromEntries(players.flatMap((id, i) => (rest[i] === undefined ? [] : [[id, rest[i]]]))),
    church: rest.slice(players.length, players.length + 2),
    inquisitor: rest.slice(players.length, players.length + 2),
    // Five players and a region closed at setup leave no card: the closed region's card, set aside for the
    // King's, the homes' and the black caballeros', is the only one left for the table (it may stand there).
    limitTable: rest[players.length + 2] ?? closed[0],
  };
}

/**
 * The regions a card drawn after the King's and the homes' may still show (the Church's, the Grand
 * Inquisitor's, the Limit table's): every region but the King's and the players' homes.
 */
export const regionsLeftAfterHomes = (king: RegionId, homes: readonly (RegionId | undefined)[]): RegionId[] =>
  REGION_IDS.filter((r) => r !== king && !homes.includes(r));
