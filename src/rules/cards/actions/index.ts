import type { SpecialAction, SpecialActionKind } from '../../state/specialActions';
import type { ActionKind } from './actionKind';
import { applyAction } from './apply';
import { bridgeAction } from './bridge';
import { courtAction } from './court';
import { disksAction } from './disks';
import { evictionAction } from './eviction';
import { fromCourtAction } from './fromCourt';
import { grandeAction } from './grande';
import { keepVetoAction } from './keepVeto';
import { kingAction } from './king';
import { limitTableAction } from './limitTable';
import { mobileScoreboardAction } from './mobileScoreboard';
import { modifierCardAction } from './modifierCard';
import { movesAction } from './moves';
import { picksAction } from './picks';
import { powerCardAction } from './powerCard';
import { removeCardAction } from './removeCard';
import { returnsAction } from './returns';
import { scoreAreaAction } from './scoreArea';

export type { ActionKind, AnyActionKind } from './actionKind';
export type { ActionWords } from './actionWords';
export type { ActionField, ActionFieldType } from './fields';

/**
 * Every kind of special action, once. A new kind is its payload in state/specialActions.ts, its
 * file here, and its line in this list; the command schema, the history and the screens follow.
 */
export const ACTION_KINDS = [
  movesAction,
  fromCourtAction,
  keepVetoAction,
  applyAction,
  returnsAction,
  picksAction,
  disksAction,
  scoreAreaAction,
  mobileScoreboardAction,
  kingAction,
  evictionAction,
  grandeAction,
  powerCardAction,
  modifierCardAction,
  courtAction,
  limitTableAction,
  removeCardAction,
  bridgeAction,
] as const;

// A kind of the SpecialAction type missing from the list is a compile error here.
type Missing = Exclude<SpecialActionKind, (typeof ACTION_KINDS)[number]['kind']>;
const everyKindListed: [Missing] extends [never] ? true : Missing = true;
void everyKindListed;

/** Each kind by its name. */
export const ACTION_KIND_BY_KIND: { readonly [K in SpecialActionKind]: ActionKind<K> } = {
  moves: movesAction,
  'from-court': fromCourtAction,
  'keep-veto': keepVetoAction,
  apply: applyAction,
  returns: returnsAction,
  picks: picksAction,
  disks: disksAction,
  'score-area': scoreAreaAction,
  'mobile-scoreboard': mobileScoreboardAction,
  king: kingAction,
  eviction: evictionAction,
  grande: grandeAction,
  'power-card': powerCardAction,
  'modifier-card': modifierCardAction,
  court: courtAction,
  'limit-table': limitTableAction,
  'remove-card': removeCardAction,
  bridge: bridgeAction,
};

/** Whether a value names a kind of special action (an own key: "toString" is not one). */
export const isActionKind = (kind: unknown): kind is SpecialActionKind =>
  typeof kind === 'string' && Object.hasOwn(ACTION_KIND_BY_KIND, kind);

/**
 * The action of a kind that names nothing (none moved, none brought), where the kind has one; whether
 * the rules take it on the table now is `previewSpecial`'s call.
 *
 * @example
 * actionThatDoesNothing('moves') // { kind: 'moves', moves: [] }
 * actionThatDoesNothing('king') // undefined: the King must be sent somewhere
 */
export const actionThatDoesNothing = (kind: SpecialActionKind): SpecialAction | undefined =>
  ACTION_KIND_BY_KIND[kind].nothing;
