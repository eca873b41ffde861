import type { SpecialAction, SpecialActionKind } from '../../state/specialActions';
import type { Words } from '../../state/words';
import type { ActionWords } from './actionWords';
import type { ActionFields } from './fields';

/**
 * One kind of special action, whole: the shape of its payload, its name where a card offers
 * two kinds, and its line in the history.
 */
export interface ActionKind<K extends SpecialActionKind> {
  readonly kind: K;
  /** The kind in the table's words, e.g. on the choice between a card's two actions. */
  readonly label: Words;
  /** The payload's fields besides `kind`, in the order a refusal checks them. */
  readonly fields: ActionFields<K>;
  /**
   * The action of this kind that names nothing at all (none moved, none brought), for the kinds that
   * have one: a card used this way counts as done, not skipped. Kinds that must name a target have none.
   */
  readonly nothing?: Extract<SpecialAction, { kind: K }>;
  /**
   * The history line for a special command of this kind. The payload may not have been checked
   * (the history writes a line for any command), so a describe reads each field warily; should it
   * still throw, the history names the command by its type instead.
   */
  describe(action: Extract<SpecialAction, { kind: K }>, words: ActionWords): Words;
}

/** Any one kind, whichever it is. */
export type AnyActionKind = { [K in SpecialActionKind]: ActionKind<K> }[SpecialActionKind];

/** Declares a kind, with its payload's fields checked against the SpecialAction type. */
export const actionKind = <K extends SpecialActionKind>(kind: ActionKind<K>): ActionKind<K> => kind;
