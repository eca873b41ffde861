/**
 * Tables for the flow tests: a setup command with sensible defaults, and helpers that play the
 * parts of a round nobody is testing (turning cards over, power cards, plain turns), so each test
 * can get to the moment it is about in a few lines.
 */
import { expect } from 'vitest';
import type { EditionId, RuleOptions } from '../../../src/rules';
import {
  applyCommand,
  type Command,
  caballeroCardsFor,
  type GameLength,
  type GameState,
  nextToPlayPower,
  type OfferSlotId,
  type PlayerId,
  type PlayerInfo,
  playablePowerCards,
  type SetupCommand,
} from '../../../src/rules';
import { type CardType, cardCatalog, cardsInPlay } from '../../../src/rules/cards/catalog';
import type { EffectId } from '../../../src/rules/cards/effectIds';
import { describedSlot, offerSlots, stacksOfSlot } from '../../../src/rules/flow/offerSlots';
import { CASTILLO, REGION_IDS, type RegionId } from '../../../src/rules/state/areaIds';
import type { PowerCardValue } from '../../../src/rules/state/powerCards';
import { countIn, playerIds } from '../../../src/rules/state/stateHelpers';
import { run } from '../../support/scenario';
import { say } from '../../support/speech';

export const info = (id: string): PlayerInfo => ({ id, name: id[0]!.toUpperCase() + id.slice(1), colour: id });

/** The colour the 2023 two-player game uses for its dummy here. */
export const DUMMY = 'white';

const DEFAULT_PLAYERS = ['red', 'blue', 'yellow', 'green'] as const;
const DEFAULT_HOMES: readonly RegionId[] = ['galicia', 'aragon', 'sevilla', 'valencia', 'cataluna'];

export interface Table {
  readonly edition?: EditionId;
  readonly players?: readonly string[];
  readonly king?: RegionId;
  readonly homes?: Readonly<Record<string, RegionId>>;
  readonly startPlayer?: string;
  readonly length?: GameLength;
  readonly options?: Partial<RuleOptions>;
  readonly fourStacks?: boolean;
  /** Whether to name the dummy; by default exactly when the 2023 two-player rule wants one. */
  readonly dummy?: boolean;
  readonly modules?: SetupCommand['modules'];
  readonly moduleOptions?: SetupCommand['moduleOptions'];
  /** The Church's two regions; by default Granada and País Vasco when the Church is in play. */
  readonly church?: readonly RegionId[];
  /** France's printed values (1995 variant); by default 3, 2, 1 when France is in play. */
  readonly franceValues?: readonly number[];
  /** Grand Inquisitor & the Colonies: his two regions and the Limit table's; by default Granada, País Vasco, Castilla la Vieja. */
  readonly inquisitor?: readonly RegionId[];
  readonly limitTable?: RegionId;
}

/** The values the tables print on the Colonies' four new regions unless told otherwise (the texts give the first of three). */
export const DEFAULT_COLONY_VALUES = { france: [3, 2, 1], ship: [5], america: [4, 2, 1], mediterranean: [4, 2, 1] };

/** Where the tables put the Church's black caballeros unless told otherwise. */
export const DEFAULT_CHURCH: readonly RegionId[] = ['granada', 'pais-vasco'];

/** The values the tables print on France unless told otherwise (only the first, 3, is in the texts). */
export const DEFAULT_FRANCE_VALUES: readonly number[] = [3, 2, 1];

/**
 * A setup command: four players (red, blue, yellow, green) by default, the King in Castilla la
 * Nueva, homes Galicia, Aragón, Sevilla, Valencia, Cataluña in seating order, red starting.
 */
export function setupCommand(table: Table = {}): SetupCommand {
  const edition = table.edition ?? 'classic';
  const players = table.players ?? DEFAULT_PLAYERS;
  const dummy = table.dummy ?? (edition === '2023' && players.length === 2 && table.options?.twoPlayerDummy !== false);
  return {
    type: 'setup',
    edition,
    players: players.map(info),
    ...(table.options ? { options: table.options } : {}),
    ...(dummy ? { dummy: info(DUMMY) } : {}),
    ...(table.length ? { length: table.length } : {}),
    ...(table.fourStacks !== undefined ? { fourStacks: table.fourStacks } : {}),
    ...(table.modules ? { modules: table.modules } : {}),
    ...(table.moduleOptions ? { moduleOptions: table.moduleOptions } : {}),
    ...(table.church ? { church: table.church } : table.modules?.includes('church') ? { church: DEFAULT_CHURCH } : {}),
    ...(table.franceValues
      ? { printedValues: { france: table.franceValues } }
      : table.modules?.includes('france-1995')
        ? { printedValues: { france: DEFAULT_FRANCE_VALUES } }
        : {}),
    // Intrigue & the King: the Caballero cards the app proposes for the player count.
    ...(table.modules?.includes('intrigue-king') ? { caballeroCards: caballeroCardsFor(players.length) } : {}),
    ...(table.modules?.includes('grand-inquisitor-colonies')
      ? {
          inquisitor: table.inquisitor ?? ['granada', 'pais-vasco'],
          limitTable: table.limitTable ?? 'castilla-la-vieja',
          printedValues: DEFAULT_COLONY_VALUES,
        }
      : {}),
    king: table.king ?? 'castilla-la-nueva',
    homes: table.homes ?? Object.fromEntries(players.map((id, i) => [id, DEFAULT_HOMES[i] as RegionId])),
    startPlayer: table.startPlayer ?? (players[0] as string),
  };
}

export const newGame = (table: Table = {}): GameState => run(undefined, setupCommand(table));

/** Expects a setup to be refused with this code, leaving the command as it was. */
export function setupRefused(command: SetupCommand, code: string): void {
  const before = structuredClone(command);
  const result = applyCommand(undefined, command);
  if (result.ok) throw new Error(`setup was accepted, expected ${code}`);
  expect(result.error.code).toBe(code);
  expect(say(result.error.message).length).toBeGreaterThan(10);
  expect(command).toEqual(before);
}

/** The first card of an edition with this effect (so the tests do not depend on card ids). */
export function cardWith(edition: EditionId, effect: EffectId): CardType {
  const card = cardCatalog(edition).find((c) => c.effect === effect);
  if (!card) throw new Error(`no ${effect} card in ${edition}`);
  return card;
}

/**
 * A reveal command: the cards named in `chosen`, and on every other stack the first card of the
 * catalog that still has a copy left (never a Veto, so the Vetoes stay for the tests that want them).
 */
export function revealCommand(state: GameState, chosen: Partial<Record<OfferSlotId, string>> = {}): Command {
  const used: Record<string, number> = { ...state.revealed };
  for (const id of Object.values(chosen)) if (id !== undefined) used[id] = (used[id] ?? 0) + 1;
  const cards: Partial<Record<OfferSlotId, string>> = { ...chosen };
  for (const slot of offerSlots(state.setup)) {
    const stacks = stacksOfSlot(slot);
    const catalog = cardsInPlay(state.setup);
    if (cards[slot] !== undefined || catalog.some((c) => c.everyRound && stacks.includes(c.stack))) continue;
    // A pile the table describes (the Colonies' stack 7): a card described in this game.
    if (describedSlot(state.setup, slot)) {
      // Each is turned over once in a game.
      const described = Object.keys(state.modules?.described ?? {}).find((id) => (used[id] ?? 0) < 1);
      if (described === undefined) throw new Error(`describe a card for stack ${slot} first`);
      cards[slot] = described;
      continue;
    }
    const card = catalog.find(
      (c) =>
        stacks.includes(c.stack) && c.effect !== 'veto' && (c.copies === undefined || (used[c.id] ?? 0) < c.copies),
    );
    if (!card) throw new Error(`no card left for stack ${slot}`);
    cards[slot] = card.id;
    used[card.id] = (used[card.id] ?? 0) + 1;
  }
  return { type: 'reveal-cards', cards };
}

/** Two distinct region cards for the dummy, different in each round of a scoring period. */
export function dummyRegionsCommand(state: GameState): Command {
  const supply = state.provinces[DUMMY] ?? 0;
  if (supply === 0) return { type: 'dummy-regions', regions: [] };
  const first = ((state.round - 1) % 3) * 2;
  return { type: 'dummy-regions', regions: [REGION_IDS[first] as RegionId, REGION_IDS[first + 1] as RegionId] };
}

/** Plays the power cards: the value given for a colour, or its highest playable card. */
export function playPowers(
  state: GameState,
  values: Readonly<Partial<Record<PlayerId, PowerCardValue>>> = {},
): GameState {
  let current = state;
  while (current.phase === 'power') {
    const player = nextToPlayPower(current) as PlayerId;
    const value = values[player] ?? Math.max(...playablePowerCards(current, player));
    current = run(current, { type: 'play-power', player, value: value as PowerCardValue });
  }
  return current;
}

/** Turns the cards over (and draws the dummy's regions) and plays the power cards. */
export function startRound(
  state: GameState,
  values: Readonly<Partial<Record<PlayerId, PowerCardValue>>> = {},
  chosen: Partial<Record<OfferSlotId, string>> = {},
): GameState {
  let current = run(state, revealCommand(state, chosen));
  if (current.phase === 'dummy') current = run(current, dummyRegionsCommand(current));
  return playPowers(current, values);
}

/** The player on turn takes the first card still showing and ends the turn. */
export function plainTurn(state: GameState): GameState {
  const player = state.turn!.player;
  const slot = state.offer.find((s) => s.card !== null)!.slot;
  return run(state, { type: 'take-card', player, slot }, { type: 'end-turn', player });
}

/** Plain turns until it is this player's turn. */
export function untilTurnOf(state: GameState, player: PlayerId): GameState {
  let current = state;
  while (current.phase === 'turns' && current.turn?.player !== player) current = plainTurn(current);
  if (current.turn?.player !== player) throw new Error(`${player} never came on turn`);
  return current;
}

/** Plain turns until the round is over. */
export function finishTurns(state: GameState): GameState {
  let current = state;
  while (current.phase === 'turns') current = plainTurn(current);
  return current;
}

/** A whole round of plain turns. */
export function playRound(
  state: GameState,
  values: Readonly<Partial<Record<PlayerId, PowerCardValue>>> = {},
): GameState {
  return finishTurns(startRound(state, values));
}

/** A general scoring where every player with Castillo caballeros sends them to a region not the King's. */
export function scoreGeneral(state: GameState, disks: Readonly<Record<PlayerId, RegionId>> = {}): GameState {
  const all: Record<PlayerId, RegionId> = { ...disks };
  const elsewhere = REGION_IDS.find((r) => r !== state.king) as RegionId;
  for (const id of playerIds(state)) if (countIn(state, CASTILLO, id) > 0 && all[id] === undefined) all[id] = elsewhere;
  return run(state, { type: 'general-scoring', disks: all });
}

/** Plays plain rounds (and plain general scorings) until the phase is `reveal` of this round, or the scoring after it. */
export function playUntilRound(state: GameState, round: number): GameState {
  let current = state;
  while (current.phase !== 'over' && current.round < round) {
    current = current.phase === 'general-scoring' ? scoreGeneral(current) : playRound(current);
  }
  if (current.phase === 'general-scoring' && current.round < round) current = scoreGeneral(current);
  return current;
}

/** Clears every colour off every region and the Castillo, with a table correction. */
export function clearBoardCommand(state: GameState): Command {
  const colours = [...playerIds(state), ...(state.setup.dummy ? [state.setup.dummy.id] : [])];
  const zero = Object.fromEntries(colours.map((id) => [id, 0]));
  return {
    type: 'table-correction',
    note: 'the board is cleared for the scenario',
    areas: Object.fromEntries([...REGION_IDS, CASTILLO].map((a) => [a, zero])),
  };
}
