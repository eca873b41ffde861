import type { ModuleId } from '../../state/modules';
import type { Result } from '../../state/result';
import type { SpecialAction, SpecialActionKind } from '../../state/specialActions';
import type { GameState, PlayerId } from '../../state/types';
import type { Text } from '../../state/words';
import type { ChoiceGuide } from '../guides/types';
import type { EffectContext } from './effect';

/**
 * A module's change to a base game's special action: one kind of action more, offered in a game that
 * has the module (Power Shift's Empowerment: a modifier card back instead of a power card).
 */
export interface EffectChange {
  readonly module: ModuleId;
  /** The id of the base special action it changes. */
  readonly effect: string;
  readonly kind: SpecialActionKind;
  /** What the command's `action` must look like with the kind, for the message when it is something else. */
  readonly expects: Text;
  guide(state: GameState, player: PlayerId): ChoiceGuide;
  /** Its action applied, or refused (also in a game without the module, in the module's own words). */
  apply(state: GameState, action: SpecialAction, context: EffectContext): Result<GameState>;
}

/** Declares a module's change to a special action. */
export const defineEffectChange = (change: EffectChange): EffectChange => change;
