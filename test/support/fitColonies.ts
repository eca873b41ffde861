/**
 * The random player's part for Grand Inquisitor & the Colonies: its setup fields, the stack-7 cards
 * described as the table would the first time each is turned over, sailing and claims as free steps,
 * and the choices the rules leave to a player (who sits on the Limit table, which discs a move carries),
 * made from what the engine's refusal says the choice is.
 */
import {
  actionGuide,
  applyCommand,
  type Command,
  carriedDiscs,
  claimChoices,
  DESCRIBED_DECKS,
  type DescribedCard,
  describableEffectsFor,
  describedDecksOf,
  type GameState,
  isStepOpen,
  type PlayerId,
  type RegionId,
  type SpecialAction,
  sailingChoices,
  totalIn,
} from '../../src/rules';

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const int = (random: Random, max: number) => Math.floor(random() * (max + 1));

const COLONIES = 'grand-inquisitor-colonies';

/** Whether this game plays the Colonies. */
export const playsColonies = (state: GameState): boolean => state.setup.modules.includes(COLONIES);

/** The setup fields the Colonies read: the Grand Inquisitor's regions and the Limit table's, drawn; printed values. */
export function coloniesSetupFields(
  modules: readonly string[] | undefined,
  drawn: { inquisitor: RegionId[]; limitTable: RegionId | undefined },
  seed: number,
): object {
  if (!modules?.includes(COLONIES)) return {};
  const low = seed % 2;
  return {
    inquisitor: drawn.inquisitor,
    ...(drawn.limitTable ? { limitTable: drawn.limitTable } : {}),
    printedValues: { france: [4, 2, low], ship: [5], america: [6, 3, 1 - low], mediterranean: [5, 2 + low, 0] },
  };
}

/** The kinds only the Colonies' stack 7 has, and the table's own result. */
const OWN_KINDS: readonly string[] = [
  'score-new-regions',
  'conspiracy',
  'remove-offered-card',
  'move-limit-table',
  'table-resolved',
];

/**
 * Before a reveal, now and then a stack-7 card not yet described is described as a table would (always
 * when none is): an effect the engine plays here, its printed number and pictures, its words typed.
 */
export function describeCommand(
  state: GameState,
  random: Random,
  known?: readonly DescribedCard[],
): Command | undefined {
  // The pile turned over at the reveal (stack 7), not a deck of hands (The King & the Colonies has both).
  const deck = describedDecksOf(state.setup).find((d) => DESCRIBED_DECKS[d.deck].stack !== 0);
  if (!deck || state.phase !== 'reveal') return undefined;
  const described = state.modules?.described ?? {};
  const count = Object.keys(described).filter((id) => id.startsWith(`${deck.deck}/`)).length;
  // Each card is turned over once: one is described whenever none described is left to turn over.
  const waiting = unturned(state).length;
  if (count >= DESCRIBED_DECKS[deck.deck].size || (waiting > 0 && random() > 0.3)) return undefined;
  // A table with its deck file describes the cards as the file has them, in the order they turn up.
  const fromFile = (known ?? []).filter((c) => c.id.startsWith(`${deck.deck}/`) && described[c.id] === undefined);
  if (known) return fromFile.length > 0 ? { type: 'describe-card', card: pick(random, fromFile) } : undefined;
  const n = Array.from({ length: DESCRIBED_DECKS[deck.deck].size }, (_, i) => i + 1).find(
    (i) => described[`${deck.deck}/${i}`] === undefined,
  );
  const limitTableCards = Object.values(described).filter((c) => c.effect === 'move-limit-table').length;
  // The kinds this card may have (none a note keeps to another deck's card: The King & the Colonies).
  const effects = describableEffectsFor(state.setup, `${deck.deck}/${n}`).filter(
    (e) => e !== 'move-limit-table' || limitTableCards < 3,
  );
  // The deck's own kinds (and the table's own result) come up more often than the first four stacks'
  // effects: each kind not described yet is favoured, so short games reach them.
  const own = effects.filter((e) => OWN_KINDS.includes(e) && !Object.values(described).some((c) => c.effect === e));
  const card: DescribedCard = {
    id: `${deck.deck}/${n}`,
    name: `Card ${n}`,
    places: 1 + int(random, 3),
    gold: int(random, 2),
    wares: int(random, 2),
    effect: own.length > 0 && random() < 0.7 ? pick(random, own) : pick(random, effects),
    words: 'As the table reads the card.',
    // Now and then one whose action may wait for a later turn (P26).
    ...(random() < 0.3 ? { kept: true as const } : {}),
  };
  return { type: 'describe-card', card };
}

/** The described cards of the pile (stack 7; not a deck of hands) not yet turned over in this game. */
const unturned = (state: GameState): string[] => {
  const pile = describedDecksOf(state.setup).find((d) => DESCRIBED_DECKS[d.deck].stack !== 0)?.deck;
  return Object.keys(state.modules?.described ?? {}).filter(
    (id) => pile !== undefined && id.startsWith(`${pile}/`) && (state.revealed[id] ?? 0) === 0,
  );
};

/** A described card for the seventh pile, one not yet turned over. */
export const describedForReveal = (state: GameState, random: Random): string | undefined => {
  const ids = unturned(state);
  return ids.length > 0 ? pick(random, ids) : undefined;
};

/** Now and then, on the player's turn, a sailing or a claim (free steps), when the turn has them open. */
export function freeStepCommand(state: GameState, player: PlayerId, random: Random): Command | undefined {
  if (!playsColonies(state)) return undefined;
  if (isStepOpen(state, 'claim') && random() < 0.5) {
    const claims: Record<string, Record<string, number>> = {};
    for (const { kind, owner, most } of claimChoices(state, player)) {
      const taken = Object.values(claims[kind] ?? {}).reduce((a, b) => a + b, 0);
      const n = Math.min(most, most - taken);
      if (n > 0) claims[kind] = { ...claims[kind], [owner]: n };
    }
    if (Object.keys(claims).length > 0) return { type: 'claim', player, ...claims } as Command;
  }
  // Carriers sail more often, and from the Ship mostly home to Spain, so discs are delivered in short games.
  const choices = sailingChoices(state, player);
  const loaded = choices.some((c) => (c.carried.gold ?? 0) + (c.carried.wares ?? 0) > 0);
  if (isStepOpen(state, 'sail') && random() < (loaded ? 0.7 : 0.4)) {
    const moves = [];
    const franceRoom = 3 - totalIn(state, 'france');
    let toFrance = 0;
    for (const { owner, from, most, targets, carried } of choices) {
      const carriers = (carried.gold ?? 0) + (carried.wares ?? 0);
      const count = carriers > 0 ? Math.max(Math.min(carriers, most), int(random, most)) : int(random, most);
      if (count === 0) continue;
      const open = targets.filter((t) => t !== 'france' || toFrance + count <= franceRoom);
      if (open.length === 0) continue;
      const home = open.filter((t) => t !== 'france' && t !== 'america' && t !== 'mediterranean' && t !== 'ship');
      const to = carriers > 0 && home.length > 0 && random() < 0.8 ? pick(random, home) : pick(random, open);
      if (to === 'france') toFrance += count;
      const gold = Math.min(carried.gold ?? 0, count);
      const wares = Math.min(carried.wares ?? 0, count - gold);
      moves.push({ owner, from, to, count, ...(carriers > 0 ? { carrying: { gold, wares } } : {}) });
    }
    if (moves.length > 0) return { type: 'sail', player, moves } as Command;
  }
  return undefined;
}

/** A special action for a card only the Colonies have, from the engine's guide; undefined when it does not apply. */
export function coloniesAction(state: GameState, effect: string, random: Random): SpecialAction | undefined {
  const guide = actionGuide(state)?.choices[0];
  switch (effect) {
    case 'score-new-regions':
    case 'conspiracy':
      return { kind: 'apply' };
    case 'remove-offered-card':
      return guide?.kind === 'remove-card' && guide.available
        ? { kind: 'remove-card', slot: pick(random, guide.slots) }
        : undefined;
    case 'move-limit-table':
      return guide?.kind === 'limit-table' && guide.available
        ? { kind: 'limit-table', to: pick(random, guide.regions) }
        : undefined;
    default:
      return undefined;
  }
}

interface Box {
  readonly least: Readonly<Record<string, number>>;
  readonly most: Readonly<Record<string, number>>;
  readonly total: number;
}

/** Seats within one of the boxes the engine's refusal gives: the least of each, then the rest at random. */
function seatsIn(box: Box, random: Random): Record<string, number> {
  const seats: Record<string, number> = { ...box.least };
  let left = box.total - Object.values(seats).reduce((a, b) => a + b, 0);
  while (left > 0) {
    const open = Object.keys(box.most).filter((id) => (seats[id] ?? 0) < (box.most[id] ?? 0));
    if (open.length === 0) break;
    const id = pick(random, open);
    seats[id] = (seats[id] ?? 0) + 1;
    left -= 1;
  }
  return Object.fromEntries(Object.entries(seats).filter(([, n]) => n > 0));
}

/** A move's discs as the refusal says it must name them: as many carriers as it forces, of the kinds there. */
function carryingFor(details: Record<string, unknown>, random: Random): { gold: number; wares: number } {
  const discs = details.discs as { gold: number; wares: number };
  let carriers = Number(details.carriers);
  const gold = Math.min(discs.gold, int(random, carriers));
  carriers -= gold;
  return { gold, wares: Math.min(discs.wares, carriers) } as const;
}

/**
 * The command with the choices the rules leave to the player made, where the engine refuses it for
 * want of them: who sits on the Limit table, which discs a move carries. Tried a few times, as each
 * choice may bring the next to light.
 */
export function withColoniesChoices(state: GameState, command: Command, random: Random): Command {
  if (!playsColonies(state)) return command;
  let current = random() < 0.5 ? withCarriers(state, command, random) : command;
  for (let tries = 0; tries < 4; tries += 1) {
    const result = applyCommand(state, current);
    if (result.ok) return current;
    const details = (result.error.details ?? {}) as Record<string, unknown>;
    if (result.error.code === 'limit-table/choose') {
      const boxes = details.boxes as readonly Box[];
      current = { ...current, onLimitTable: seatsIn(pick(random, boxes), random) } as Command;
    } else if (result.error.code === 'discs/choose') {
      const index = Number(details.move);
      const carrying = carryingFor(details, random);
      current = withMoveCarrying(current, index, carrying);
    } else if (result.error.code === 'discs/carrier-taken') {
      // The player may not send another's carrier there: that part of the action is left out.
      current = withoutCarrierTaken(current, String(details.owner), String(details.to));
    } else return current;
  }
  return current;
}

/**
 * Now and then a card's moves say at once how many of their caballeros carry discs, where their owner has
 * carriers there, as a table would enter them, not only where the engine asks.
 */
function withCarriers(state: GameState, command: Command, random: Random): Command {
  if ((command.type !== 'special' && command.type !== 'kept-action') || command.action.kind !== 'moves') return command;
  const moves = command.action.moves.map((m, i, all) => {
    const carried = carriedDiscs(state, m.from, m.owner, all.slice(0, i));
    const gold = Math.min(carried.gold ?? 0, int(random, m.count));
    const wares = Math.min(carried.wares ?? 0, int(random, m.count - gold));
    return gold + wares > 0 ? { ...m, carrying: { gold, wares } } : m;
  });
  const loaded: Command = { ...command, action: { ...command.action, moves } };
  // A load the engine finds wrong (too few left carrying none, a Captain kept aboard) is not entered.
  const tried = applyCommand(state, loaded);
  const plain = tried.ok ? undefined : applyCommand(state, command);
  return tried.ok || (plain !== undefined && !plain.ok && plain.error.code === tried.error.code) ? loaded : command;
}

/** The command without what sent another's carrier where only its owner may send it. */
function withoutCarrierTaken(command: Command, owner: string, to: string): Command {
  if (command.type !== 'special' && command.type !== 'kept-action') return command;
  const action = command.action;
  // "court": carriers left without a move naming them, so every move of that owner's is left out.
  const taken = (m: { owner: string; to: string }) => m.owner === owner && (to === 'court' || m.to === to);
  if (action.kind === 'moves')
    return { ...command, action: { ...action, moves: action.moves.filter((m) => !taken(m)) } };
  if (action.kind === 'picks') {
    const { [owner]: _, ...picks } = action.picks;
    return { ...command, action: { ...action, picks } };
  }
  return command;
}

/** The command with one of its moves said to carry these discs. */
function withMoveCarrying(command: Command, index: number, carrying: { gold: number; wares: number }): Command {
  const set = <M>(moves: readonly M[]) => moves.map((m, i) => (i === index ? { ...m, carrying } : m));
  if (command.type === 'sail') return { ...command, moves: set(command.moves) };
  if ((command.type === 'special' || command.type === 'kept-action') && command.action.kind === 'moves')
    return { ...command, action: { ...command.action, moves: set(command.action.moves) } };
  return command;
}
