/**
 * A random but legal player: given a table, it picks one command the rules accept, using the
 * engine's legal-move queries. It drives property tests over thousands of whole games and builds
 * the example game records.
 */
import {
  actionGuide,
  CASTILLO,
  type CardType,
  type Command,
  cardIn,
  cardsInPlay,
  chosenScoringAreas,
  colourIds,
  countIn,
  courtNumber,
  currentCard,
  type DescribedCard,
  describedSlot,
  diskRegions,
  drawSetup,
  type EditionId,
  fromCourtTargets,
  type GameAreaId,
  type GameLength,
  type GameRegionId,
  type GameState,
  type Giving,
  generalScoringDisks,
  grandeTargets,
  heldVeto,
  INTRIGUE_HAND_SIZE,
  intrigueHandOffer,
  intrigueHandsDue,
  isPowerCardValue,
  isRegion,
  isStepOpen,
  isTaboo,
  isTotalFree,
  keptActionChoices,
  legalKingMoves,
  legalPlacements,
  MOBILE_SCOREBOARD_IDS,
  MODIFIER_ABILITIES,
  MODIFIER_VALUES,
  type ModifierCard,
  type Move,
  type MovesGuide,
  mobileScoreboardTargets,
  modifierDiscards,
  modifierGrandeTargets,
  modifierHandsDue,
  modifiersFor,
  movableOwners,
  moveSources,
  moveTargets,
  nextToPlayPower,
  offerSlots,
  type PlayerId,
  placementChoice,
  placesOf,
  playablePowerCards,
  playedModifier,
  playerIds,
  REGION_IDS,
  type RegionId,
  type RuleOptions,
  type SetupCommand,
  type SpecialAction,
  setupChoices,
  stacksOfSlot,
  tableRegions,
} from '../../src/rules';
import {
  coloniesAction,
  coloniesSetupFields,
  describeCommand,
  describedForReveal,
  freeStepCommand,
  playsColonies,
  withColoniesChoices,
} from './fitColonies';
import { fitFrance, franceRoomFor } from './fitFrance';
import {
  earlyCommand,
  intrigueCardCommand,
  intrigueMoves,
  intrigueSetupFields,
  leaveAction,
  mayLeaveAction,
} from './fitIntrigue';

export type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const int = (random: Random, max: number) => Math.floor(random() * (max + 1));
const shuffle = <T>(random: Random, items: readonly T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

const COLOURS = ['red', 'blue', 'yellow', 'green', 'black'];

export interface GameShape {
  readonly edition: EditionId;
  readonly players: number;
  readonly length?: GameLength;
  readonly seed: number;
  /** Rule options switched away from the edition's defaults. */
  readonly options?: Partial<RuleOptions>;
  /** Three players' choice of four stacks (left out: what the options say). */
  readonly fourStacks?: boolean;
  /** Variants and expansions in play, with their readings. */
  readonly modules?: SetupCommand['modules'];
  readonly moduleOptions?: SetupCommand['moduleOptions'];
  /** Modules still being built are in play: only their tests set up such games. */
  readonly building?: boolean;
  /** Intrigue & the King: the hands are chosen from the 18 tens (a table's first games). */
  readonly intrigueTens?: boolean;
}

/** A setup command for a game shape: regions drawn from the seed, dummy where the rules want one. */
export function setupCommand({
  edition,
  players,
  length = 'full',
  seed,
  options,
  fourStacks,
  modules,
  moduleOptions,
  intrigueTens,
}: GameShape): Command {
  const ids = COLOURS.slice(0, players);
  const drawn = drawSetup(seed, ids, modules);
  const { king, homes, church } = drawn;
  const choices = setupChoices(edition, options, players);
  const dummy = choices.ok ? choices.value.dummy : edition === '2023' && players === 2;
  return {
    type: 'setup',
    edition,
    ...(options && Object.keys(options).length > 0 ? { options } : {}),
    players: ids.map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1), colour: id })),
    ...(dummy ? { dummy: { id: 'white', name: 'Dummy', colour: 'white' } } : {}),
    ...(fourStacks !== undefined ? { fourStacks } : {}),
    ...(modules && modules.length > 0 ? { modules } : {}),
    ...(moduleOptions && Object.keys(moduleOptions).length > 0 ? { moduleOptions } : {}),
    ...(modules?.includes('church') ? { church } : {}),
    // France's printed values are the table's to enter: only the first, 3, is in the texts.
    ...(modules?.includes('france-1995') ? { printedValues: { france: [3, 1 + (seed % 2), seed % 2] } } : {}),
    ...coloniesSetupFields(modules, drawn, seed),
    ...intrigueSetupFields(modules, players, intrigueTens),
    length,
    king,
    homes,
    startPlayer: ids[seed % players] as string,
  };
}

/** Picks a legal command for the table as it stands; `effectBias` lets a caller steer which cards get taken. */
export interface PlayStyle {
  /** Weight of taking a card: higher is likelier. */
  readonly prefer?: (card: CardType) => number;
  /** Whether the table now and then corrects a count (off for example records). */
  readonly corrections?: boolean;
  /** Chance of leaving a special action undone. */
  readonly skipChance?: number;
  /** Whether region names are sometimes written with their 2023 names. */
  readonly aliases?: boolean;
  /** The table's own described cards (a deck file's), described from it in place of made-up ones. */
  readonly deck?: readonly DescribedCard[];
}

export function randomCommand(state: GameState, random: Random, style: PlayStyle = {}): Command {
  const fitted = fitFrance(state, chooseCommand(state, random, style), (items) => pick(random, items));
  const command = withColoniesChoices(state, fitted, random);
  // Tables on the 2023 board say Navarra, Castilla and Toledo: the engine must read both spellings alike.
  return style.aliases && random() < 0.2 ? withAliases(command) : command;
}

const ALIASES: Readonly<Record<string, string>> = {
  'pais-vasco': 'navarra',
  'castilla-la-vieja': 'castilla',
  'castilla-la-nueva': 'toledo',
};

/** The same command with every canonical region id that has a 2023 name written that way instead. */
function withAliases(command: Command): Command {
  return JSON.parse(
    JSON.stringify(command).replace(
      /"(pais-vasco|castilla-la-vieja|castilla-la-nueva)"/g,
      (_m, id: string) => `"${ALIASES[id]}"`,
    ),
  ) as Command;
}

function chooseCommand(state: GameState, random: Random, style: PlayStyle): Command {
  const prefer = style.prefer;
  if ((style.corrections ?? true) && random() < 0.003) return correctionCommand(state, random);
  switch (state.phase) {
    case 'reveal':
      return describeCommand(state, random, style.deck) ?? revealCommand(state, random);
    case 'dummy': {
      const supply = state.provinces[state.setup.dummy!.id] ?? 0;
      const deck = REGION_IDS.filter((r) => !state.dummyDiscards.includes(r));
      return { type: 'dummy-regions', regions: supply > 0 ? shuffle(random, deck).slice(0, 2) : [] };
    }
    case 'power': {
      // Intrigue & the King: a card of the hand, never a value played this round.
      if (state.setup.modules.includes('intrigue-king')) return intrigueCardCommand(state, random, style.deck);
      const player = nextToPlayPower(state)!;
      const value = pick(random, playablePowerCards(state, player));
      // With Power Shift, a modifier goes with the card now and then, and always when the plain total is taken.
      const modifiers = modifiersFor(state, player, value);
      const plain = isTotalFree(state, value);
      if (modifiers.length > 0 && (!plain || random() < 0.4))
        return { type: 'play-power', player, value, modifier: pick(random, modifiers) };
      return { type: 'play-power', player, value };
    }
    case 'modifier-hands':
      return modifierHandCommand(state, random);
    case 'intrigue-hands': {
      // The 13 of the values the texts name (the tens, and the notes' eight), or of the tens only.
      const pool = intrigueHandOffer(state);
      const values = shuffle(random, pool).slice(0, INTRIGUE_HAND_SIZE);
      return { type: 'intrigue-hand', player: intrigueHandsDue(state)[0]!, values };
    }
    case 'setup-disks':
      // Grand Inquisitor & the Colonies: every player's secret disk at once, any of the nine regions.
      return {
        type: 'setup-disks',
        disks: Object.fromEntries(playerIds(state).map((id) => [id, pick(random, REGION_IDS)])),
      };
    case 'turns':
      return turnCommand(state, random, prefer, style.skipChance ?? 0.1);
    case 'general-scoring': {
      const disks: Record<PlayerId, RegionId> = {};
      const needed = generalScoringDisks(state);
      for (const id of playerIds(state))
        if (needed.includes(id) || random() < 0.3) disks[id] = pick(random, REGION_IDS);
      // The table's disk for the Grand Inquisitor's caballeros while nobody holds him.
      for (const id of needed) if (disks[id] === undefined) disks[id] = pick(random, REGION_IDS);
      return { type: 'general-scoring', disks };
    }
    case 'over':
      throw new Error('the game is over');
  }
}

/** The next player's three modifier cards, as random faces (the texts do not list the 16 cards). */
function modifierHandCommand(state: GameState, random: Random): Command {
  const player = modifierHandsDue(state)[0]!;
  const card = (): ModifierCard => {
    const value = pick(random, MODIFIER_VALUES);
    return random() < 0.5 ? { value, ability: pick(random, MODIFIER_ABILITIES) } : { value };
  };
  return { type: 'modifier-hand', player, cards: [card(), card(), card()] };
}

/** The ability of this round's modifier, where the turn has that step open and the ability can be used. */
function abilityCommand(state: GameState, player: PlayerId, random: Random): Command | undefined {
  const ability = playedModifier(state, player)?.card.ability;
  if (!ability) return undefined;
  if (ability === 'provinces-to-court')
    return (state.provinces[player] ?? 0) > 0
      ? { type: 'modifier-ability', player, use: { kind: ability } }
      : undefined;
  const moves = Object.entries(modifierGrandeTargets(state)).filter(([, targets]) => targets.length > 0);
  if (moves.length === 0) return undefined;
  const [grande, targets] = pick(random, moves);
  return { type: 'modifier-ability', player, use: { kind: ability, grande, to: pick(random, targets) } };
}

/** The table noticed a wrong count: one colour's caballeros in one area set to what the table shows. */
function correctionCommand(state: GameState, random: Random): Command {
  const id = pick(random, colourIds(state));
  const area = pick<GameAreaId>(random, [...tableRegions(state), CASTILLO]);
  const supply = (state.provinces[id] ?? 0) + countIn(state, area, id);
  const room = area === 'france' ? Math.min(supply, franceRoomFor(state, id)) : supply;
  return {
    type: 'table-correction',
    note: 'the table shows a different count',
    areas: { [area]: { [id]: int(random, room) } },
  };
}

function revealCommand(state: GameState, random: Random): Command {
  const catalog = cardsInPlay(state.setup);
  const used: Record<string, number> = { ...state.revealed };
  const cards: Record<string, string> = {};
  for (const slot of offerSlots(state.setup)) {
    const stacks = stacksOfSlot(slot);
    // The King's card (and a variant's card like it) lies there every round: nothing to name.
    if (catalog.some((c) => c.everyRound && stacks.includes(c.stack))) continue;
    // A pile the table describes: one of the cards described so far.
    if (describedSlot(state.setup, slot)) {
      const described = describedForReveal(state, random);
      if (described) cards[slot] = described;
      continue;
    }
    const left = catalog.filter(
      (c) => stacks.includes(c.stack) && (c.copies === undefined || (used[c.id] ?? 0) < c.copies),
    );
    // Weight by copies left so each stack is drawn like a shuffled deck.
    const deck = left.flatMap((c) =>
      Array.from({ length: c.copies === undefined ? 1 : c.copies - (used[c.id] ?? 0) }, () => c),
    );
    const card = pick(random, deck);
    used[card.id] = (used[card.id] ?? 0) + 1;
    cards[slot] = card.id;
  }
  return { type: 'reveal-cards', cards };
}

function turnCommand(
  state: GameState,
  random: Random,
  prefer: ((card: CardType) => number) | undefined,
  skipChance: number,
): Command {
  const turn = state.turn!;
  const player = turn.player;
  // Someone holding a veto sometimes stops the special action before it starts.
  if (turn.card && turn.special === 'open') {
    const holder = playerIds(state).find((id) => id !== player && heldVeto(state, id));
    if (holder && random() < 0.25) return { type: 'veto', player: holder };
  }
  // A card whose action may come before its owner's turn (Intrigue & the King's 40), now and then.
  const early = earlyCommand(state, random, (who, id) => specialAction(state, who, cardIn(state, id)!, random));
  if (early) return early;
  // Sailing and claims (the Colonies) come between the other steps, now and then.
  const free = playsColonies(state) && random() < 0.3 ? freeStepCommand(state, player, random) : undefined;
  if (free) return free;
  // A stack-7 card whose action may wait is now and then kept face up, and done on a later turn (P26).
  const kept = keptActionChoices(state);
  if (kept.mayKeep && random() < 0.4) return { type: 'keep-action', player };
  const waiting = kept.usable[0];
  if (waiting !== undefined && random() < 0.4) {
    // The card's guides read the turn's card: the action is proposed as if the kept card were taken now.
    const asTaken = {
      ...state,
      turn: { ...turn, card: { id: waiting, slot: '7' as const, stack: 7 as const }, special: 'open' as const },
    };
    const proposed = specialAction(asTaken, player, cardIn(state, waiting)!, random);
    const action = proposed && withinFartherLimits(state, proposed, random, waiting);
    if (action && !(emptied(proposed, action) && proposed?.kind === 'moves'))
      return { type: 'kept-action', player, card: waiting, action };
  }
  if (!turn.card) {
    if (!turn.replenished && random() < 0.9) return replenishCommand(state, player, random);
    if (isStepOpen(state, 'modifier-ability') && random() < 0.7) {
      const ability = abilityCommand(state, player, random);
      if (ability) return ability;
    }
    const open = state.offer.filter((s) => s.card !== null);
    const weights = open.map((s) => (prefer ? prefer(cardIn(state, s.card ?? '')!) : 1));
    const total = weights.reduce((a, b) => a + b, 0);
    let roll = random() * total;
    const chosen = open.find((_, i) => (roll -= weights[i]!) < 0) ?? open[open.length - 1]!;
    return { type: 'take-card', player, slot: chosen.slot };
  }
  // A turn whose card is dealt at its start (Intrigue & the King) replenishes first, as a rule.
  if (isStepOpen(state, 'replenish') && random() < 0.85) return replenishCommand(state, player, random);
  // With 2 or 3 players, the King or the Intrigue player now and then does his own card's action instead.
  if (isStepOpen(state, 'own-card') && random() < 0.3) return { type: 'use-own-card', player };
  // The King & the Colonies: now and then an offered card (the Grand Inquisitor's, stack 7's) instead of one's own.
  const offered = isStepOpen(state, 'take-card') ? state.offer.filter((s) => s.card !== null) : [];
  if (offered.length > 0 && random() < 0.35) return { type: 'take-card', player, slot: pick(random, offered).slot };
  const steps: ('place' | 'special')[] = [];
  if (!turn.placed) steps.push('place');
  // A required action stays until done (or said impossible); an optional one may be left by ending the turn.
  const mustAct = turn.special === 'open' && !mayLeaveAction(state, player);
  if (turn.special === 'open') steps.push('special');
  if (steps.length === 0 || (!mustAct && random() < 0.05)) return { type: 'end-turn', player };
  const step = pick(random, steps);
  if (step === 'place') {
    const areas: Partial<Record<GameAreaId, number>> = {};
    // Where a rule allows more when every one goes into one area, the player now and then takes it.
    const extra = placementChoice(state)?.extra ?? [];
    if (extra.length > 0 && random() < 0.4) {
      const { area, limit } = pick(random, extra);
      // Never more than the court holds (a holder's extra one may leave only black caballeros there).
      const n = Math.min(limit, state.court[player] ?? 0);
      return { type: 'place', player, areas: n > 0 ? { [area]: n } : {} };
    }
    const places =
      (placementChoice(state)?.stack ?? placesOf(cardIn(state, turn.card.id)!)) + churchExtra(state, player);
    // The Grand Inquisitor's caballeros back with his figure in the holder's court go first, now and then.
    const withFigure = state.modules?.holders?.inquisitor === player ? (state.court.inquisitor ?? 0) : 0;
    const heldCount = withFigure > 0 && random() < 0.7 ? Math.min(withFigure, places) : 0;
    const heldArea =
      heldCount > 0
        ? pick(
            random,
            legalPlacements(state).filter((a) => a !== 'france'),
          )
        : undefined;
    let left = Math.min(places - heldCount, state.court[player] ?? 0);
    while (left > 0 && random() < 0.9) {
      const area = pick(random, legalPlacements(state));
      areas[area] = (areas[area] ?? 0) + 1;
      left -= 1;
    }
    return heldCount > 0 && heldArea
      ? { type: 'place', player, areas, held: { [heldArea]: heldCount } }
      : { type: 'place', player, areas };
  }
  const propose = () => specialAction(state, player, currentCard(state)!, random);
  let proposed = random() < skipChance && !mustAct ? undefined : propose();
  // A required action is not entered as doing nothing while something is possible: a few more tries.
  const nothing = (a: SpecialAction | undefined) =>
    (a?.kind === 'moves' && a.moves.length === 0) ||
    (a?.kind === 'from-court' && Object.values(a.areas).every((n) => !n)) ||
    (a?.kind === 'court' && a.provinces === 0 && Object.values(a.regions ?? {}).every((n) => !n));
  for (let tries = 0; mustAct && nothing(proposed) && tries < 8; tries += 1) proposed = propose();
  const action = proposed && withinFartherLimits(state, proposed, random);
  // Moves cut down to none (every one too far under a lower number) are no action: the player leaves it.
  if (!action || (emptied(proposed, action) && proposed?.kind === 'moves')) return leaveAction(state, player);
  // Now and then a veto stops the action part-way, where the rules allow that: only a first part happened.
  const holder = playerIds(state).find((id) => id !== player && heldVeto(state, id));
  if (holder && state.setup.options.veto === 'remainder' && random() < 0.3) {
    const before =
      action.kind === 'moves' ? { ...action, moves: action.moves.slice(0, int(random, action.moves.length)) } : action;
    return { type: 'special', player, action: before, vetoedBy: holder };
  }
  return { type: 'special', player, action };
}

/** A black piece's holder may add one caballero a turn, when replenishing or when placing (once). */
const churchExtra = (state: GameState, player: PlayerId): number =>
  (['church', 'inquisitor'] as const).some(
    (black) => state.modules?.holders?.[black] === player && state.modules.extraTaken?.[black] !== true,
  )
    ? 1
    : 0;

function replenishCommand(state: GameState, player: PlayerId, random: Random): Command {
  const base = courtNumber(state, player);
  // The Church's extra one comes from the provinces only: offered when they hold more than the power card brings.
  const church = (state.provinces[player] ?? 0) > base && random() < 0.5 ? churchExtra(state, player) : 0;
  const allowance = base + church;
  const provinces = state.provinces[player] ?? 0;
  const fromProvinces = Math.min(allowance, provinces);
  const regions: Partial<Record<GameRegionId, number>> = {};
  let extra = allowance - fromProvinces;
  if (extra > 0 && random() < 0.5) {
    for (const region of shuffle(
      random,
      tableRegions(state).filter((r) => !isTaboo(state, r)),
    )) {
      const take = Math.min(extra, countIn(state, region, player));
      if (take > 0) regions[region] = take;
      extra -= take;
    }
  }
  return {
    type: 'replenish',
    player,
    provinces: random() < 0.85 || Object.keys(regions).length > 0 ? fromProvinces : int(random, fromProvinces),
    regions,
  };
}

/** A legal special action for the card taken, or undefined when there is nothing sensible to do. */
export function specialAction(
  state: GameState,
  player: PlayerId,
  card: CardType,
  random: Random,
): SpecialAction | undefined {
  const others = playerIds(state).filter((id) => id !== player);
  switch (card.effect) {
    case 'move-all-own-from-one':
      return moveAllOwn(state, player, random);
    case 'two-more-from-court':
      return twoMore(state, player, random);
    case 'either-move-all-own-or-two-more':
      return random() < 0.5
        ? (moveAllOwn(state, player, random) ?? twoMore(state, player, random))
        : twoMore(state, player, random);
    case 'move-up-to-5-from-one': {
      const owners = movableOwners(state, player, 'any');
      const source = pick(random, moveSources(state, owners).concat([]));
      return source ? randomMoves(state, random, owners, { total: 5 }, [source]) : undefined;
    }
    case 'move-3-foreign':
      return randomMoves(state, random, movableOwners(state, player, 'foreign'), { total: 3 });
    case 'move-3-any':
      return randomMoves(state, random, movableOwners(state, player, 'any'), { total: 3 });
    case 'move-2-own-2-foreign': {
      const own = randomMoves(state, random, movableOwners(state, player, 'own'), { total: 2 });
      const foreign = randomMoves(state, random, movableOwners(state, player, 'foreign'), { total: 2 });
      return { kind: 'moves', moves: [...own.moves, ...foreign.moves] };
    }
    case 'move-4-own':
      return randomMoves(state, random, movableOwners(state, player, 'own'), { total: 4 });
    case 'move-4-any':
      return randomMoves(state, random, movableOwners(state, player, 'any'), { total: 4 });
    case 'veto':
      return { kind: 'keep-veto' };
    case 'decay-all-court':
    case 'decay-3-court':
    case 'score-4-regions':
    case 'score-5-regions':
    case 'score-6-7-regions':
    case 'score-castillo':
    case 'score-first-place-only':
    case 'score-most':
    case 'score-fewest':
      return { kind: 'apply' };
    case 'king-returns': {
      const returns: Record<PlayerId, Giving> = {};
      for (const id of others) returns[id] = giveBack(state, id, 3, random);
      return { kind: 'returns', returns };
    }
    case 'return-one-of-each': {
      const picks: Record<PlayerId, GameRegionId> = {};
      // The taker chooses for every other colour, the dummy's included, where the engine's guide offers a region.
      const guide = actionGuide(state)?.choices.find((c) => c.kind === 'picks');
      for (const offered of guide?.kind === 'picks' ? guide.picks : [])
        if (offered.regions.length > 0) picks[offered.player] = pick(random, offered.regions);
      return { kind: 'picks', picks };
    }
    case 'disk-return-2':
    case 'disk-return-all': {
      const disks: Record<PlayerId, RegionId> = {};
      for (const id of others) {
        const regions = diskRegions(state, id, card.effect);
        if (regions.length > 0) disks[id] = pick(random, regions);
      }
      return { kind: 'disks', disks };
    }
    case 'score-chosen-area':
      return { kind: 'score-area', area: pick(random, chosenScoringAreas(state)) };
    case 'mobile-scoreboard': {
      const boards = MOBILE_SCOREBOARD_IDS.filter((b) => mobileScoreboardTargets(state, b).length > 0);
      if (boards.length === 0) return undefined;
      const board = pick(random, boards);
      return { kind: 'mobile-scoreboard', board, to: pick(random, mobileScoreboardTargets(state, board)) };
    }
    case 'royal-adviser':
      return { kind: 'king', to: pick(random, legalKingMoves(state, 'royal-adviser')) };
    case 'kings-card':
      return { kind: 'king', to: pick(random, legalKingMoves(state, 'kings-card')) };
    case 'eviction': {
      const region = pick(
        random,
        tableRegions(state).filter((r) => !isTaboo(state, r)),
      );
      const disks: Record<PlayerId, RegionId> = {};
      for (const id of others) if (countIn(state, region, id) > 0) disks[id] = pick(random, REGION_IDS);
      return { kind: 'eviction', region, disks };
    }
    case 'grande': {
      const targets = grandeTargets(state, player);
      return targets.length > 0 ? { kind: 'grande', to: pick(random, targets) } : undefined;
    }
    case 'power-card-return': {
      const played = state.played[player];
      const choices = [
        ...(state.spent[player] ?? []),
        ...(played !== undefined && state.returnedThisRound[player] === undefined ? [played] : []),
      ].filter(isPowerCardValue);
      const modifiers = modifierDiscards(state, player);
      if (modifiers.length > 0 && (choices.length === 0 || random() < 0.4))
        return { kind: 'modifier-card', ...pick(random, modifiers) };
      return choices.length > 0 ? { kind: 'power-card', value: pick(random, choices) } : undefined;
    }
    case 'court': {
      const provinces = Math.min(2, state.provinces[player] ?? 0);
      return { kind: 'court', provinces };
    }
    case 'score-unique-choices': {
      const disks: Record<PlayerId, RegionId> = {};
      for (const id of playerIds(state)) disks[id] = pick(random, REGION_IDS);
      return { kind: 'disks', disks };
    }
    case 'church-card':
      return randomMoves(state, random, ['church'], { total: 2 });
    case 'grand-inquisitor-card':
      return randomMoves(state, random, ['inquisitor'], { total: 2 });
    case 'intrigue-action':
      return intrigueMoves(state, player, random);
    case 'grande-with-caballeros': {
      const guide = actionGuide(state)?.choices.find((c) => c.kind === 'grande');
      if (guide?.kind !== 'grande' || guide.targets.length === 0) return undefined;
      return { kind: 'grande', to: pick(random, guide.targets), along: int(random, guide.alongMost ?? 0) };
    }
    case 'placement-five':
    case 'placement-anywhere':
      return { kind: 'apply' };
    case 'score-chosen-two':
    case 'score-chosen-not-king':
    case 'score-chosen-any': {
      const guide = actionGuide(state)?.choices.find((c) => c.kind === 'score-area');
      const areas = guide?.kind === 'score-area' ? guide.areas : [];
      return areas.length > 0 ? { kind: 'score-area', area: pick(random, areas) } : undefined;
    }
    case 'quarantine': {
      // The scoreboards the engine's guide offers, each with where it may go.
      const guide = actionGuide(state)?.choices.find((c) => c.kind === 'mobile-scoreboard');
      const boards = guide?.kind === 'mobile-scoreboard' ? guide.boards.filter((b) => b.targets.length > 0) : [];
      if (boards.length === 0) return undefined;
      const { board, targets } = pick(random, boards);
      return { kind: 'mobile-scoreboard', board, to: pick(random, targets) };
    }
    case 'bridge': {
      // Two regions the engine's guide says a bridge may join.
      const guide = actionGuide(state)?.choices.find((c) => c.kind === 'bridge');
      const spans = guide?.kind === 'bridge' ? guide.spans.filter((s) => s.to.length > 0) : [];
      if (spans.length === 0) return undefined;
      const span = pick(random, spans);
      return { kind: 'bridge', from: span.from, to: pick(random, span.to) };
    }
    case 'table-resolved':
      return randomMoves(state, random, movableOwners(state, player, 'any'), { total: 4 });
    case 'score-new-regions':
    case 'conspiracy':
    case 'remove-offered-card':
    case 'move-limit-table':
      return coloniesAction(state, card.effect, random);
    case 'exile':
    case 'entourage':
    case 'competition':
    case 'chalet':
    case 'rebellion':
    case 'stand-in':
      return regencyKingMove(state, random);
    case 'infiltration':
      return state.turn?.placed ? undefined : { kind: 'apply' };
    case 'militia': {
      const guide = actionGuide(state)?.choices[0];
      if (guide?.kind !== 'from-court' || !guide.available) return undefined;
      const areas: Partial<Record<GameAreaId, number>> = {};
      for (let i = int(random, guide.max); i > 0; i -= 1) {
        const area = pick(random, guide.areas);
        areas[area] = (areas[area] ?? 0) + 1;
      }
      return { kind: 'from-court', areas };
    }
  }
}

/** A New Regency card's King move, from the engine's guide: a Grande to swap with, caballeros to take along. */
function regencyKingMove(state: GameState, random: Random): SpecialAction | undefined {
  const guide = actionGuide(state)?.choices[0];
  if (guide?.kind !== 'king' || guide.targets.length === 0) return undefined;
  const to = pick(random, guide.targets);
  const swaps = isRegion(to) ? guide.standIns?.[to] : undefined;
  const grande = swaps && swaps.length > 1 ? { grande: pick(random, swaps) } : {};
  const along = guide.entourage;
  if (!along || along.count === 0 || !isRegion(to)) return { kind: 'king', to, ...grande };
  // Exactly `count` caballeros, drawn one by one from those standing with the King.
  const left: Record<PlayerId, number> = { ...along.pieces };
  const moves: Move[] = [];
  for (let i = 0; i < along.count; i += 1) {
    const owner = pick(
      random,
      Object.keys(left).filter((id) => (left[id] ?? 0) > 0),
    );
    left[owner] = (left[owner] ?? 0) - 1;
    const same = moves.find((m) => m.owner === owner);
    if (same) moves[moves.indexOf(same)] = { ...same, count: same.count + 1 };
    else moves.push({ owner, from: along.from, to, count: 1 });
  }
  return { kind: 'king', to, entourage: moves };
}

function moveAllOwn(state: GameState, player: PlayerId, random: Random): SpecialAction | undefined {
  // The Church's holder moves its black caballeros as their own: they leave too.
  const owners = movableOwners(state, player, 'own');
  const sources = moveSources(state, owners);
  if (sources.length === 0) return undefined;
  const from = pick(random, sources);
  const moves: Move[] = [];
  for (const owner of owners) {
    const targets = moveTargets(state, owner).filter((t) => t !== from);
    let left = countIn(state, from, owner);
    while (left > 0) {
      const count = 1 + int(random, left - 1);
      moves.push({ owner, from, to: pick(random, targets), count });
      left -= count;
    }
  }
  return { kind: 'moves', moves };
}

function twoMore(state: GameState, player: PlayerId, random: Random): SpecialAction {
  const areas: Partial<Record<GameAreaId, number>> = {};
  const count = Math.min(2, state.court[player] ?? 0);
  for (let i = 0; i < count; i += 1) {
    const area = pick(random, fromCourtTargets(state, player));
    areas[area] = (areas[area] ?? 0) + 1;
  }
  return { kind: 'from-court', areas };
}

/** Up to `total` caballeros of these owners, moved one at a time from the allowed sources. */
function randomMoves(
  state: GameState,
  random: Random,
  owners: readonly PlayerId[],
  { total }: { total: number },
  onlyFrom?: readonly GameRegionId[],
): { kind: 'moves'; moves: Move[] } {
  const taken = new Map<string, number>();
  const moves: Move[] = [];
  const wanted = int(random, total);
  for (let i = 0; i < wanted; i += 1) {
    const options = (onlyFrom ?? moveSources(state, owners)).flatMap((from) =>
      owners
        .filter((owner) => countIn(state, from, owner) - (taken.get(`${owner}|${from}`) ?? 0) > 0)
        .map((owner) => ({ owner, from })),
    );
    if (options.length === 0) break;
    const { owner, from } = pick(random, options);
    taken.set(`${owner}|${from}`, (taken.get(`${owner}|${from}`) ?? 0) + 1);
    moves.push({
      owner,
      from,
      to: pick(
        random,
        moveTargets(state, owner).filter((t) => t !== from),
      ),
      count: 1,
    });
  }
  return { kind: 'moves', moves };
}

/**
 * Moves kept within the lower number a rule in play sets once a move goes further than next door (as the
 * action guide tells it): the far moves brought next door, or the moves cut down to that number.
 */
/** Whether an action's moves were all cut away. */
export const emptied = (before: SpecialAction | undefined, after: SpecialAction): boolean =>
  before?.kind === 'moves' && after.kind === 'moves' && before.moves.length > 0 && after.moves.length === 0;

function withinFartherLimits(state: GameState, action: SpecialAction, random: Random, kept?: string): SpecialAction {
  const guide = actionGuide(state, kept)?.choices.find((c): c is MovesGuide => c.kind === 'moves');
  const farther = guide?.farther;
  if (!guide || !farther || action.kind !== 'moves') return action;
  const nearOf = (from: GameRegionId) => guide.sources.find((s) => s.region === from)?.near ?? [];
  const far = (m: Move) => m.to !== m.from && !nearOf(m.from).includes(m.to);
  if (!action.moves.some(far)) return action;
  const total = action.moves.reduce((sum, m) => sum + m.count, 0);
  const most = farther.keepBack !== undefined ? total - farther.keepBack : (farther.maxTotal ?? total);
  if (farther.keepBack === undefined && total <= most) return action;
  // Next door for this owner: the guide's targets are every owner's, and black caballeros have fewer.
  const nearFor = (m: Move) => nearOf(m.from).filter((a) => a !== m.from && moveTargets(state, m.owner).includes(a));
  const stuck = action.moves.some((m) => far(m) && nearFor(m).length === 0);
  if (most <= 0 || (!stuck && random() < 0.5)) {
    const moves = action.moves.flatMap((m) => {
      if (!far(m)) return [m];
      const near = nearFor(m);
      return near.length > 0 ? [{ ...m, to: pick(random, near) }] : [];
    });
    return { kind: 'moves', moves };
  }
  // The far moves first, so that one still goes further once cut down and the lower number is the one that holds.
  let room = most;
  const moves: Move[] = [];
  for (const m of [...action.moves.filter(far), ...action.moves.filter((m) => !far(m))]) {
    const count = Math.min(m.count, room);
    if (count > 0) moves.push({ ...m, count });
    room -= count;
  }
  return { kind: 'moves', moves };
}

/** Exactly min(n, what they can) of a player's caballeros from court and regions the rules allow. */
function giveBack(state: GameState, id: PlayerId, n: number, random: Random): Giving {
  const court = Math.min(state.court[id] ?? 0, int(random, n));
  let left = n - court;
  const regions: Partial<Record<GameRegionId, number>> = {};
  for (const region of shuffle(
    random,
    tableRegions(state).filter((r) => !isTaboo(state, r)),
  )) {
    const take = Math.min(left, countIn(state, region, id));
    if (take > 0) regions[region] = take;
    left -= take;
  }
  // Take more from court if the regions could not cover the rest.
  const extraCourt = Math.min(left, (state.court[id] ?? 0) - court);
  return { court: court + extraCourt, regions };
}
