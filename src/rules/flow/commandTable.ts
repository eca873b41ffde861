import { ruleOf } from '../editions/ruleOf';
import { fail } from '../state/result';
import type { CommandRows } from '../state/ruleRows';
import { words } from '../state/words';
import { dummyRegions } from './dummyRegions';
import { endTurn } from './endTurn';
import { generalScoring } from './generalScoring';
import { place } from './place';
import { playPower } from './playPower';
import { replenish } from './replenish';
import { revealCards } from './revealCards';
import { skipSpecial, special, vetoSpecial } from './special';
import { tableCorrection } from './tableCorrection';
import { takeCard } from './takeCard';

const NO_TURN = words('flow.when.noTurn');

/**
 * The base game's commands after the setup: each one's handler, and the words and rule of its place
 * in the round. A module adds commands of its own or replaces these (see gameRules).
 */
export const BASE_COMMANDS: CommandRows = {
  'reveal-cards': {
    apply: revealCards,
    when: words('flow.when.reveal-cards'),
    rule: 'take-card',
  },
  'dummy-regions': {
    apply: dummyRegions,
    when: words('flow.when.dummy-regions'),
    rule: 'dummy',
    notInThisGame: (state) =>
      state.setup.dummy
        ? undefined
        : fail('flow/no-dummy', words('refusal.flow/no-dummy'), ruleOf(state, 'dummy')).error,
  },
  'play-power': {
    apply: playPower,
    when: words('flow.when.play-power'),
    rule: 'power-cards',
  },
  replenish: { apply: replenish, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  'take-card': { apply: takeCard, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  place: { apply: place, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  special: { apply: special, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  'skip-special': { apply: skipSpecial, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  veto: { apply: vetoSpecial, when: words('flow.when.veto'), rule: 'veto' },
  'end-turn': { apply: endTurn, when: NO_TURN, rule: 'take-card', byTurnPlayer: true },
  'general-scoring': {
    apply: generalScoring,
    when: words('flow.when.general-scoring'),
    rule: 'general-scoring',
  },
  'table-correction': { apply: tableCorrection, when: words('flow.when.table-correction'), rule: 'setup' },
};
