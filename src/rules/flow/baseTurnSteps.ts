import { ruleOf } from '../editions/ruleOf';
import { fail, type RuleError } from '../state/result';
import type { TurnStepRow } from '../state/ruleRows';
import { words } from '../state/words';
import { earlyStep } from './earlyActions';
import { keepStep, keptStep } from './keptActions';

const refusal = (...args: Parameters<typeof fail>): RuleError => fail(...args).error;

/**
 * The base game's turn as data: each step, the commands that make it, and when they are refused.
 * Replenishing comes first or not at all (taking a card passes it); the placement and the special
 * action follow the card in either order; the turn ends once a card is taken. A module adds steps of
 * its own or replaces these (see gameRules).
 */
export const BASE_TURN_STEPS: readonly TurnStepRow[] = [
  {
    id: 'replenish',
    commands: ['replenish'],
    // Taking a card settles it too: the turn keeps no record of which way it went.
    status: (turn) => (turn.replenished || turn.card ? 'done' : 'open'),
    refuse: (state, turn) =>
      turn.replenished || turn.card
        ? refusal('turn/replenish-done', words('refusal.turn/replenish-done'), ruleOf(state, 'replenish'))
        : undefined,
  },
  {
    id: 'take-card',
    commands: ['take-card'],
    status: (turn) => (turn.card ? 'done' : 'open'),
    refuse: (state, turn) =>
      turn.card ? refusal('turn/card-taken', words('refusal.turn/card-taken'), ruleOf(state, 'take-card')) : undefined,
  },
  {
    id: 'place',
    commands: ['place'],
    status: (turn) => (turn.placed ? 'done' : turn.card ? 'open' : 'waiting'),
    refuse: (state, turn) => {
      if (!turn.card) return refusal('turn/no-card', words('refusal.turn/no-card.place'), ruleOf(state, 'placement'));
      if (turn.placed) return refusal('turn/placed', words('refusal.turn/placed'), ruleOf(state, 'special-action'));
      return undefined;
    },
  },
  {
    id: 'special',
    commands: ['special', 'skip-special', 'veto'],
    status: (turn) => (turn.special !== 'open' ? turn.special : turn.card ? 'open' : 'waiting'),
    refuse: (state, turn) => {
      const rule = ruleOf(state, 'special-action');
      if (!turn.card) return refusal('turn/no-card', words('refusal.turn/no-card.special'), rule);
      if (turn.special !== 'open')
        return refusal('turn/special-done', words('refusal.turn/special-done'), rule, {
          special: turn.special,
        });
      return undefined;
    },
  },
  // A described card's action kept for a later turn, and one kept done now (reading P26).
  keepStep,
  keptStep,
  // A card's action done before its owner's turn (Intrigue & the King's 40, reading P8).
  earlyStep,
  {
    id: 'end-turn',
    commands: ['end-turn'],
    status: (turn) => (turn.card ? 'open' : 'waiting'),
    refuse: (state, turn) =>
      turn.card ? undefined : refusal('turn/no-card', words('refusal.turn/no-card.end'), ruleOf(state, 'take-card')),
  },
];
