import { checkGrandeMove } from '../../play/grandeMove';
import { definePlay } from '../../play/modulePlay';
import { REGION_IDS, type RegionId } from '../../state/areaIds';
import { commandField } from '../../state/commandFields';
import type { ModifierAbilityCommand, ModifierHandCommand } from '../../state/commands';
import { isPowerCardValue, POWER_CARD_CABALLEROS } from '../../state/powerCards';
import { describeValue, valueText } from '../../state/quote';
import { fieldOf, isOneOf, isRecord } from '../../state/records';
import { fail, ok, type Result, type RuleError } from '../../state/result';
import type { PhaseRow, RoyaltyCheck, RulesChange, TurnStepRow } from '../../state/ruleRows';
import type { RuleRef } from '../../state/sources';
import { playerIds, playerWords } from '../../state/stateHelpers';
import type { GameState, PlayerId, TurnState } from '../../state/types';
import { listOf, words } from '../../state/words';
import {
  abilityWords,
  MODIFIER_ABILITIES,
  MODIFIER_HAND_SIZE,
  MODIFIER_VALUES,
  type ModifierCard,
  modifierCardWords,
  type PlayedModifier,
  type PowerShiftState,
  sameModifier,
} from './state';

/** 2023 mini expansion Power Shift (004 lines 939-980). */
export const POWER_SHIFT_REF: RuleRef = { source: '004', section: 'Mini expansion “Power Shift”' };
/** The Empowerment card's explanation, which lets a modifier card come back instead (004 lines 1283-1297). */
export const EMPOWERMENT_REF: RuleRef = { source: '004', section: 'Empowerment' };

const EMPTY: PowerShiftState = { hands: {}, played: {}, discards: {} };

const shiftOf = (state: GameState): PowerShiftState => state.modules?.powerShift ?? EMPTY;

const withShift = (state: GameState, shift: PowerShiftState): GameState => ({
  ...state,
  modules: { ...state.modules, powerShift: shift },
});

const refusal = (...args: Parameters<typeof fail>): RuleError => fail(...args).error;

const withoutOne = (cards: readonly ModifierCard[], card: ModifierCard): ModifierCard[] => {
  const at = cards.findIndex((c) => sameModifier(c, card));
  return at < 0 ? [...cards] : [...cards.slice(0, at), ...cards.slice(at + 1)];
};

/** Whether this game is played with Power Shift's modifier cards. */
export const hasPowerShift = (state: GameState): boolean => state.setup.modules.includes('power-shift');

/** A player's modifier cards in hand (none before they are entered). */
export const modifierHand = (state: GameState, player: PlayerId): readonly ModifierCard[] =>
  shiftOf(state).hands[player] ?? [];

/** The modifier cards a player played and did not take back, this round's included. */
export const modifierDiscards = (state: GameState, player: PlayerId): readonly ModifierCard[] =>
  shiftOf(state).discards[player] ?? [];

/** The modifier a player played with this round's power card, if any. */
export function playedModifier(state: GameState, player: PlayerId): PlayedModifier | undefined {
  const played = shiftOf(state).played[player];
  return played && played.round === state.round ? played : undefined;
}

/** The players whose modifier hands are still to be entered, in seating order (never the dummy). */
export const modifierHandsDue = (state: GameState): PlayerId[] =>
  state.phase === 'modifier-hands' ? playerIds(state).filter((id) => shiftOf(state).hands[id] === undefined) : [];

/** A card as entered, checked: a value of −2, −1, +1 or +2, and an ability only from the known ones. */
export function checkModifierCard(card: unknown): Result<ModifierCard> {
  const value = fieldOf(card, 'value');
  const ability = fieldOf(card, 'ability');
  if (!isRecord(card) || !isOneOf(MODIFIER_VALUES, value)) {
    return fail(
      'power-shift/bad-card',
      words('refusal.power-shift/bad-card', { value: describeValue(value) }),
      POWER_SHIFT_REF,
    );
  }
  if (ability === undefined) return ok({ value });
  if (!isOneOf(MODIFIER_ABILITIES, ability)) {
    return fail(
      'power-shift/bad-ability',
      words('refusal.power-shift/bad-ability', {
        value: describeValue(ability),
        abilities: listOf(MODIFIER_ABILITIES, 'plain'),
      }),
      POWER_SHIFT_REF,
    );
  }
  return ok({ value, ability });
}

/**
 * One player's three modifier cards, as they hold them after passing one to the left. Each player
 * enters their own hand once; a mistake is undone like any entry.
 */
export function enterModifierHand(state: GameState, command: ModifierHandCommand): Result<GameState> {
  const shift = shiftOf(state);
  if (!playerIds(state).includes(command.player)) {
    return fail(
      'power-shift/not-a-player',
      words('refusal.power-shift/not-a-player', { value: describeValue(command.player) }),
      POWER_SHIFT_REF,
    );
  }
  if (shift.hands[command.player] !== undefined) {
    return fail(
      'power-shift/hand-entered',
      words('refusal.power-shift/hand-entered', { who: playerWords(state, command.player) }),
      POWER_SHIFT_REF,
    );
  }
  const cards = Array.isArray(command.cards) ? command.cards : [];
  if (cards.length !== MODIFIER_HAND_SIZE) {
    return fail(
      'power-shift/hand-size',
      words('refusal.power-shift/hand-size', {
        size: MODIFIER_HAND_SIZE,
        count: cards.length,
        who: playerWords(state, command.player),
      }),
      POWER_SHIFT_REF,
      { cards: cards.length },
    );
  }
  const hand: ModifierCard[] = [];
  for (const card of cards) {
    const checked = checkModifierCard(card);
    if (!checked.ok) return checked;
    hand.push(checked.value);
  }
  return ok(withShift(state, { ...shift, hands: { ...shift.hands, [command.player]: hand } }));
}

/** The phase before round 1 in which each player enters their modifier hand; it ends once all are in. */
export const modifierHandsPhase: PhaseRow = {
  opening: true,
  accepts: ['modifier-hand'],
  next: (state) => (modifierHandsDue(state).length === 0 ? { ...state, phase: 'reveal' } : state),
  waitingFor: (state) =>
    words('modules.powerShift.waitingFor', { who: playerWords(state, modifierHandsDue(state)[0] ?? '') }),
};

/** Where a Grande may go by a modifier's ability (the same limits as the Grande's own card), or why not. */
export function modifierGrandeMove(
  state: GameState,
  grande: PlayerId,
  to: unknown,
  closedBy: RoyaltyCheck,
): Result<RegionId> {
  if (state.grandes[grande] === undefined) {
    return fail(
      'power-shift/no-grande',
      words('refusal.power-shift/no-grande', { value: describeValue(grande) }),
      POWER_SHIFT_REF,
    );
  }
  return checkGrandeMove(
    state,
    grande,
    to,
    words('modules.grandeOf', { who: playerWords(state, grande) }),
    POWER_SHIFT_REF,
    closedBy,
  );
}

/**
 * The ability of this round's modifier, used now: the step's checks have passed (see `abilityStep`).
 * `closedBy`: where the game's modules keep a Grande out.
 */
export function useModifierAbility(
  state: GameState,
  command: ModifierAbilityCommand,
  closedBy: RoyaltyCheck,
): Result<GameState> {
  const player = command.player;
  const played = playedModifier(state, player);
  const ability = played?.card.ability;
  if (!played || !ability) return { ok: false, error: noAbility(state, player) };
  const kind = fieldOf(command.use, 'kind');
  if (kind !== ability) {
    return fail(
      'power-shift/other-ability',
      words('refusal.power-shift/other-ability', { who: playerWords(state, player), ability: abilityWords(ability) }),
      POWER_SHIFT_REF,
      { ability },
    );
  }
  const turn = state.turn;
  const used = (next: GameState): GameState => {
    const shift = shiftOf(next);
    return withShift(
      { ...next, turn: turn ? { ...turn, replenished: true } : turn },
      { ...shift, played: { ...shift.played, [player]: { ...played, abilityUsed: true } } },
    );
  };
  if (command.use.kind === 'provinces-to-court') {
    if ((state.provinces[player] ?? 0) < 1) {
      return fail(
        'power-shift/provinces-empty',
        words('refusal.power-shift/provinces-empty', { who: playerWords(state, player) }),
        POWER_SHIFT_REF,
      );
    }
    return ok(
      used({
        ...state,
        provinces: { ...state.provinces, [player]: (state.provinces[player] ?? 0) - 1 },
        court: { ...state.court, [player]: (state.court[player] ?? 0) + 1 },
      }),
    );
  }
  const { grande } = command.use;
  const to = modifierGrandeMove(state, grande, command.use.to, closedBy);
  if (!to.ok) return to;
  return ok(used({ ...state, grandes: { ...state.grandes, [grande]: to.value } }));
}

function noAbility(state: GameState, player: PlayerId): RuleError {
  return refusal(
    'power-shift/no-ability',
    words('refusal.power-shift/no-ability', { who: playerWords(state, player) }),
    POWER_SHIFT_REF,
  );
}

/** The regions any Grande may be moved to by a modifier's ability now, by Grande. */
export function modifierGrandeTargets(
  state: GameState,
  closedBy: RoyaltyCheck,
): Readonly<Record<PlayerId, readonly RegionId[]>> {
  return Object.fromEntries(
    Object.keys(state.grandes).map((owner) => [
      owner,
      REGION_IDS.filter((r) => modifierGrandeMove(state, owner, r, closedBy).ok),
    ]),
  );
}

/**
 * The ability step of a turn: open from the start of the turn while no action card is taken, when
 * this round's modifier carries an ability; using it settles replenishing, which comes before it.
 */
const abilityStep: TurnStepRow = {
  id: 'modifier-ability',
  commands: ['modifier-ability'],
  applies: (state, turn) => playedModifier(state, turn.player)?.card.ability !== undefined,
  status: (turn: TurnState, state) =>
    playedModifier(state, turn.player)?.abilityUsed ? 'done' : turn.card ? 'skipped' : 'open',
  refuse: (state, turn) => {
    const played = playedModifier(state, turn.player);
    if (!played?.card.ability) return noAbility(state, turn.player);
    if (played.abilityUsed)
      return refusal('power-shift/ability-used', words('refusal.power-shift/ability-used'), POWER_SHIFT_REF);
    if (turn.card)
      return refusal('power-shift/ability-too-late', words('refusal.power-shift/ability-too-late'), POWER_SHIFT_REF);
    return undefined;
  },
};

/**
 * Empowerment with Power Shift: one of the player's played modifier cards (this round's or an
 * earlier one not taken back) returns to the hand instead of a power card.
 */
export function returnModifier(state: GameState, player: PlayerId, card: unknown): Result<GameState> {
  if (!hasPowerShift(state)) {
    return fail('power-shift/not-in-game', words('refusal.power-shift/not-in-game'), EMPOWERMENT_REF);
  }
  const checked = checkModifierCard(card);
  if (!checked.ok) return checked;
  const shift = shiftOf(state);
  const discards = shift.discards[player] ?? [];
  if (!discards.some((c) => sameModifier(c, checked.value))) {
    return fail(
      'power-shift/not-played',
      words('refusal.power-shift/not-played', {
        who: playerWords(state, player),
        card: modifierCardWords(checked.value),
      }),
      EMPOWERMENT_REF,
      { played: discards },
    );
  }
  return ok(
    withShift(state, {
      ...shift,
      discards: { ...shift.discards, [player]: withoutOne(discards, checked.value) },
      hands: { ...shift.hands, [player]: [...(shift.hands[player] ?? []), checked.value] },
    }),
  );
}

/**
 * Power Shift: each player enters three modifier cards before round 1; one may go with a power card,
 * changing its total (which must differ from every total played this round and orders the turns);
 * its ability is used at the start of that player's turn; Empowerment may take a modifier back.
 */
export const powerShiftPlay = definePlay({
  id: 'power-shift',
  setup: (state) => ok(withShift(state, EMPTY)),
  // The modifier changes the card's value, so the turn order, and not the caballeros printed on it.
  replenishNote(state, player, total) {
    const played = state.played[player];
    if (played === undefined || !isPowerCardValue(played) || total === undefined || total === played) return undefined;
    return words('powerShift.modifierCaballeros', { card: played, total, count: POWER_CARD_CABALLEROS[played] });
  },
  // A power card played with a modifier: the history names the modifier and the total it makes.
  describe(command, { names }) {
    if (command.type !== 'play-power' || command.modifier === undefined) return undefined;
    const line = { who: names.name(command.player), value: valueText(command.value) };
    const card = checkModifierCard(command.modifier);
    if (!card.ok || typeof command.value !== 'number') return words('history.playPower.modifierCard', line);
    return words('history.playPower.modifier', {
      ...line,
      modifier: modifierCardWords(card.value),
      total: command.value + card.value.value,
    });
  },
  playPower(state, command) {
    if (command.modifier === undefined) return ok(state);
    const checked = checkModifierCard(command.modifier);
    if (!checked.ok) return checked;
    const card = checked.value;
    const player = command.player;
    const shift = shiftOf(state);
    const hand = shift.hands[player];
    if (!hand) {
      return fail(
        'power-shift/no-hand',
        words('refusal.power-shift/no-hand', { who: playerWords(state, player) }),
        POWER_SHIFT_REF,
      );
    }
    if (!hand.some((c) => sameModifier(c, card))) {
      return fail(
        'power-shift/not-in-hand',
        words('refusal.power-shift/not-in-hand', { who: playerWords(state, player), card: modifierCardWords(card) }),
        POWER_SHIFT_REF,
        { hand },
      );
    }
    return ok(
      withShift(state, {
        hands: { ...shift.hands, [player]: withoutOne(hand, card) },
        played: { ...shift.played, [player]: { card, round: state.round, abilityUsed: false } },
        discards: { ...shift.discards, [player]: [...(shift.discards[player] ?? []), card] },
      }),
    );
  },
  powerModifier: (state, player) => playedModifier(state, player)?.card.value ?? 0,
  powerCardAdds: (state, player) => modifierHand(state, player).map((card) => card.value),
  rules: powerShiftRules(),
});

/**
 * Power Shift in the rules of play: the modifier hands before round 1, the ability step after
 * replenishing, and their two commands, which a game without the module refuses.
 */
function powerShiftRules(): RulesChange {
  return {
    phases: { 'modifier-hands': modifierHandsPhase },
    turnSteps: [{ ...abilityStep, before: 'take-card' }],
    commands: {
      'modifier-hand': {
        fields: { player: commandField.playerId(), cards: commandField.modifierHand(MODIFIER_HAND_SIZE) },
        apply: enterModifierHand,
        when: words('flow.when.modifier-hand'),
        rule: 'power-cards',
        // The hand stays secret: the history says only that it was entered.
        describe: (command, { names }) => words('history.modifierHand', { who: names.name(command.player) }),
      },
      'modifier-ability': {
        fields: { player: commandField.playerId(), use: commandField.abilityUse() },
        apply: (state, command, rules) => useModifierAbility(state, command, rules.royaltyRefusal),
        when: words('flow.when.noTurn'),
        rule: 'take-card',
        byTurnPlayer: true,
        describe: ({ player, use }, { names }) =>
          use.kind === 'provinces-to-court'
            ? words('history.modifierAbility.provincesToCourt', { who: names.name(player) })
            : words('history.modifierAbility.grande', {
                who: names.name(player),
                whose: names.possessive(use.grande),
                area: names.area(use.to),
              }),
      },
    },
    absent: () => refusal('flow/no-power-shift', words('refusal.flow/no-power-shift'), POWER_SHIFT_REF),
  };
}
