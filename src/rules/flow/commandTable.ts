import { ruleOf } from '../editions/ruleOf';
import { commandField as c, settledFields } from '../state/commandFields';
import { field, optional } from '../state/fields';
import { LIMITS } from '../state/limits';
import { fail } from '../state/result';
import type { CommandRows } from '../state/ruleRows';
import { words } from '../state/words';
import { describeCard, describeCardLine, noDescribedDeck } from './describeCard';
import { dummyRegions } from './dummyRegions';
import { earlyRow } from './earlyActions';
import { endTurn } from './endTurn';
import { generalScoring } from './generalScoring';
import * as line from './history/commandLines';
import { keepRow, keptRow } from './keptActions';
import { place } from './place';
import { playPower } from './playPower';
import { replenish } from './replenish';
import { revealCards } from './revealCards';
import { skipSpecial, special, vetoSpecial } from './special';
import { tableCorrection } from './tableCorrection';
import { takeCard } from './takeCard';

const NO_TURN = words('flow.when.noTurn');
const player = { player: c.playerId() };
// Who stands on the special spaces and on the Limit table once the command is done, where caballeros come or go there.
const roles = settledFields();

/**
 * The base game's commands after the setup: each one's handler, its line in the history, and the
 * words and rule of its place in the round. A module adds commands of its own or replaces these (see gameRules).
 */
export const BASE_COMMANDS: CommandRows = {
  'reveal-cards': {
    fields: { cards: c.cardIds('the face-up cards') },
    apply: revealCards,
    describe: line.revealLine,
    when: words('flow.when.reveal-cards'),
    rule: 'take-card',
  },
  'dummy-regions': {
    fields: { regions: c.regionCards(2, 'record.dummyRegions.tooMany') },
    apply: dummyRegions,
    describe: line.dummyRegionsLine,
    when: words('flow.when.dummy-regions'),
    rule: 'dummy',
    notInThisGame: (state) =>
      state.setup.dummy
        ? undefined
        : fail('flow/no-dummy', words('refusal.flow/no-dummy'), ruleOf(state, 'dummy')).error,
  },
  'play-power': {
    fields: { ...player, value: field.powerValue(), modifier: optional(c.modifierCard()) },
    apply: playPower,
    describe: line.playPowerLine,
    when: words('flow.when.play-power'),
    rule: 'power-cards',
  },
  replenish: {
    fields: {
      ...player,
      provinces: field.count('from the provinces'),
      regions: optional(field.regionCounts('from regions')),
      ...roles,
    },
    apply: replenish,
    describe: line.replenishLine,
    when: NO_TURN,
    rule: 'take-card',
    byTurnPlayer: true,
  },
  'take-card': {
    fields: { ...player, slot: c.slot() },
    apply: takeCard,
    describe: line.takeCardLine,
    when: NO_TURN,
    rule: 'take-card',
    byTurnPlayer: true,
  },
  place: {
    fields: {
      ...player,
      areas: field.areaCounts('caballeros placed'),
      held: optional(field.areaCounts('black caballeros placed')),
      ...roles,
    },
    apply: place,
    describe: line.placeLine,
    when: NO_TURN,
    rule: 'take-card',
    byTurnPlayer: true,
  },
  special: {
    fields: { ...player, action: c.specialAction(), vetoedBy: optional(c.playerId()), ...roles },
    apply: special,
    describe: line.specialLine,
    when: NO_TURN,
    rule: 'take-card',
    byTurnPlayer: true,
  },
  'skip-special': {
    fields: { ...player, nothingPossible: optional(c.flag()) },
    apply: skipSpecial,
    describe: line.skipSpecialLine,
    when: NO_TURN,
    rule: 'take-card',
    byTurnPlayer: true,
  },
  veto: { fields: player, apply: vetoSpecial, describe: line.vetoLine, when: words('flow.when.veto'), rule: 'veto' },
  'end-turn': {
    fields: player,
    apply: endTurn,
    describe: line.endTurnLine,
    when: NO_TURN,
    rule: 'take-card',
    byTurnPlayer: true,
  },
  'early-action': earlyRow,
  'keep-action': keepRow,
  'kept-action': keptRow,
  'general-scoring': {
    fields: { disks: c.playerDisks('secret disks'), onLimitTable: roles.onLimitTable },
    apply: generalScoring,
    describe: line.generalScoringLine,
    when: words('flow.when.general-scoring'),
    rule: 'general-scoring',
  },
  'table-correction': {
    fields: {
      note: c.typedText('note'),
      areas: optional(c.areaPlayerCounts('counts per area', 'caballeros')),
      court: optional(c.playerCounts('caballeros in court')),
      scores: optional(c.playerCounts('a score', LIMITS.score)),
      ...roles,
      discs: optional(c.discs()),
    },
    apply: tableCorrection,
    describe: line.tableCorrectionLine,
    when: words('flow.when.table-correction'),
    rule: 'setup',
  },
  'describe-card': {
    fields: { card: c.describedCard() },
    apply: describeCard,
    describe: describeCardLine,
    when: words('flow.when.table-correction'),
    rule: 'setup',
    notInThisGame: noDescribedDeck,
  },
};
