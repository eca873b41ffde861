/**
 * The random player's part for Intrigue & the King: each card described as a table would at its first play
 * (an effect the engine plays here, its court number, now and then "may"), the card played from the hand,
 * the Intrigue action, and the duty to act (a required action is done, or said impossible where it is).
 */
import {
  applyCommand,
  type Command,
  caballeroCardsFor,
  cardsInHand,
  countIn,
  type DescribedCard,
  describedCardEffects,
  earlyActionChoices,
  type GameState,
  type Move,
  movableOwners,
  moveSources,
  moveTargets,
  nextToPlayCard,
  type PlayerId,
  type SpecialAction,
} from '../../src/rules';

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const int = (random: Random, max: number) => Math.floor(random() * (max + 1));

/** Whether this game plays Intrigue & the King's cards. */
export const playsIntrigue = (state: GameState): boolean => state.setup.modules.includes('intrigue-king');

/** The setup fields Intrigue & the King reads: the Caballero cards the app proposes, and the tens option. */
export function intrigueSetupFields(
  modules: readonly string[] | undefined,
  players: number,
  tensOnly: boolean | undefined,
): object {
  if (!modules?.includes('intrigue-king')) return {};
  return { caballeroCards: caballeroCardsFor(players), ...(tensOnly ? { intrigueTens: true } : {}) };
}

/** Whether the engine takes this command on this table now. */
const accepted = (state: GameState, command: Command): boolean => applyCommand(state, command).ok;

/**
 * A description of card `value` the engine takes: an effect it plays here (the one a note fixes, where one
 * does), a court number of 0 to 5, "may" now and then; undefined when no description fits (a note naming a
 * kind the engine does not play yet).
 */
function describeValue(state: GameState, value: number, random: Random): Command | undefined {
  const card = (effect: string): Command => {
    const described: DescribedCard = {
      id: `intrigue/${value}`,
      name: `Card ${value}`,
      places: 0,
      gold: 0,
      wares: 0,
      effect,
      words: 'As the table reads the card.',
      court: int(random, 5),
      ...(random() < 0.3 ? { may: true as const } : {}),
    };
    return { type: 'describe-card', card: described };
  };
  const first = card(pick(random, describedCardEffects(state)));
  const tried = applyCommand(state, first);
  if (tried.ok) return first;
  const fixed = tried.error.details?.effects;
  if (tried.error.code !== 'describe/note' || !Array.isArray(fixed)) return undefined;
  const noted = card(String(fixed[0]));
  return accepted(state, noted) ? noted : undefined;
}

/**
 * The next player's card this round: one left in the hand that no one played this round, described first
 * the first time it is played, from the table's deck file where it has the card (a card no description fits is
 * kept back).
 */
export function intrigueCardCommand(state: GameState, random: Random, known?: readonly DescribedCard[]): Command {
  const player = nextToPlayCard(state)!;
  const taken = Object.values(state.played);
  const playable = cardsInHand(state, player).filter((v) => !taken.includes(v));
  // A card is described just before it is played, as on screen: one described that nobody has played yet
  // was described for this play.
  const everPlayed = new Set([
    ...taken,
    ...Object.values(state.spent).flat(),
    ...Object.values(state.returnedThisRound),
  ]);
  const justDescribed = playable.find(
    (v) => state.modules?.described?.[`intrigue/${v}`] !== undefined && !everPlayed.has(v),
  );
  if (justDescribed !== undefined) return { type: 'play-card', player, value: justDescribed };
  for (const value of [...playable].sort(() => random() - 0.5)) {
    if (state.modules?.described?.[`intrigue/${value}`] !== undefined) return { type: 'play-card', player, value };
    // A table with its deck file describes the card as the file has it.
    const fromFile = known?.find((c) => c.id === `intrigue/${value}`);
    const description = fromFile
      ? { type: 'describe-card' as const, card: fromFile }
      : describeValue(state, value, random);
    if (description) return description;
  }
  throw new Error(`${player} has no card a table could describe`);
}

/** The Intrigue action: out of one region, one caballero of another colour, or some of one's own. */
export function intrigueMoves(state: GameState, player: PlayerId, random: Random): SpecialAction | undefined {
  const owners = movableOwners(state, player, 'any');
  const sources = moveSources(state, owners);
  if (sources.length === 0) return undefined;
  const from = pick(random, sources);
  const own = movableOwners(state, player, 'own').filter((o) => countIn(state, from, o) > 0);
  const foreign = movableOwners(state, player, 'foreign').filter((o) => countIn(state, from, o) > 0);
  const move = (owner: PlayerId, count: number): Move => ({
    owner,
    from,
    to: pick(
      random,
      moveTargets(state, owner).filter((t) => t !== from),
    ),
    count,
  });
  if (foreign.length > 0 && (own.length === 0 || random() < 0.5))
    return { kind: 'moves', moves: [move(pick(random, foreign), 1)] };
  const owner = pick(random, own);
  const all = countIn(state, from, owner);
  return { kind: 'moves', moves: [move(owner, 1 + int(random, all - 1))] };
}

/**
 * Now and then, a card-40 action done before its owner's turn: the action the random player would propose on
 * that turn, kept only if the engine takes it now.
 */
export function earlyCommand(
  state: GameState,
  random: Random,
  propose: (player: PlayerId, card: string) => SpecialAction | undefined,
): Command | undefined {
  const [choice] = earlyActionChoices(state);
  if (!choice || random() > 0.3) return undefined;
  // An action that does nothing is refused early: a few tries for one that does something.
  let action = propose(choice.player, choice.card);
  for (let tries = 0; action?.kind === 'moves' && action.moves.length === 0 && tries < 5; tries += 1)
    action = propose(choice.player, choice.card);
  const command: Command | undefined = action && { type: 'early-action', player: choice.player, action };
  return command && accepted(state, command) ? command : undefined;
}

/** Whether the turn's action is optional: it may be skipped, or left by ending the turn. */
export const mayLeaveAction = (state: GameState, player: PlayerId): boolean =>
  accepted(state, { type: 'skip-special', player });

/** Leaving the action undone as the engine takes it: plainly, or saying nothing is possible. */
export const leaveAction = (state: GameState, player: PlayerId): Command =>
  accepted(state, { type: 'skip-special', player })
    ? { type: 'skip-special', player }
    : { type: 'skip-special', player, nothingPossible: true };
