import { Fragment } from 'preact';
import type { GameState } from '../../rules';
import { discsCorrectionChoice } from './grand-inquisitor-colonies/DiscsCorrectionChoice';
import { limitTableChoice } from './grand-inquisitor-colonies/LimitTableChoice';
import { specialSpacesChoice } from './SpecialSpacesChoice';
import type { ChoiceCommand, ChoiceFields, ChoicePick, ModuleChoice } from './types';

export type { ChoiceCommand, ChoiceFields, Chosen } from './types';

/**
 * The choices modules put beside a base command (who takes the special spaces, where caballeros come
 * or go there): one list, so a base form names no module.
 */
const MODULE_CHOICES: readonly ModuleChoice[] = [limitTableChoice, specialSpacesChoice, discsCorrectionChoice];

/** What each module's choice makes of this command, by its id (no command yet: nothing to choose). */
export type Picks = Readonly<Record<string, ChoicePick>>;

/**
 * What each module's choice makes of this command, given the keys chosen so far by choice id: each is
 * asked of the command with the fields of those before it (who sits on the Limit table, then the spaces).
 */
export function pickChoices(
  state: GameState,
  command: ChoiceCommand | undefined,
  chosen: Readonly<Record<string, string>>,
): Picks {
  const picks: Record<string, ChoicePick> = {};
  let sofar = command;
  for (const choice of MODULE_CHOICES) {
    const pick = choice.pick(state, sofar, chosen[choice.id]);
    picks[choice.id] = pick;
    if (sofar) sofar = { ...sofar, ...pick.fields };
  }
  return picks;
}

/** The fields every choice adds, together. */
export const choiceFields = (picks: Picks): ChoiceFields =>
  Object.assign({}, ...Object.values(picks).map((p) => p.fields));

/** The command with every module's choice folded in (a default leaves its field out). */
export const withChoices = <C extends ChoiceCommand>(command: C, picks: Picks): C => ({
  ...command,
  ...choiceFields(picks),
});

/** The controls of the choices there are; a tap says which choice took which key. */
export function ModuleChoices({ picks, onChoose }: { picks: Picks; onChoose: (id: string, key: string) => void }) {
  return (
    <>
      {Object.entries(picks).map(([id, p]) => (
        <Fragment key={id}>{p.control((key) => onChoose(id, key))}</Fragment>
      ))}
    </>
  );
}
