import { message, say } from '../../i18n/speech';
import {
  describeRuleRef,
  type FranceCommand,
  type FranceSpaces,
  type FranceSpacesOption,
  franceSpacesOptions,
  franceStatus,
  type GameState,
} from '../../rules';
import { ChoiceGroup } from '../components/ChoiceGroup';

/** The ways the command being entered may leave France's bonus spaces, and the one chosen. */
export interface FrancePick {
  /** Every way the engine accepts, the default first; fewer than two: nothing to choose. */
  readonly options: readonly FranceSpacesOption[];
  /** The option chosen: the one named by `chosen` while it is offered, else the default. */
  readonly picked: FranceSpacesOption | undefined;
  /** What the command carries: the chosen spaces, or undefined for the engine's default. */
  readonly france: FranceSpaces | undefined;
}

/**
 * Asks the engine how a command may leave France's bonus spaces (1995 variant) and which of those ways is
 * chosen, by its words; a choice no longer offered (the command changed) falls back to the default.
 */
export function pickFranceSpaces(
  state: GameState,
  command: FranceCommand | undefined,
  chosen: string | undefined,
): FrancePick {
  const options = command ? franceSpacesOptions(state, command) : [];
  const picked = options.find((o) => say(o.words) === chosen) ?? options[0];
  return { options, picked, france: picked && !picked.isDefault ? picked.spaces : undefined };
}

/** The command with France's spaces as chosen: left out for the default, as the engine takes it then. */
export const withFrance = <C extends FranceCommand>(command: C, pick: FrancePick): C =>
  pick.france ? { ...command, france: pick.france } : command;

/**
 * Who takes France's bonus spaces when caballeros come or go there: one radio per way the engine accepts,
 * the default preselected. Shown only when there is a choice.
 */
export function FranceSpacesChoice({
  state,
  pick,
  onChoose,
}: {
  state: GameState;
  pick: FrancePick;
  onChoose: (words: string) => void;
}) {
  const status = franceStatus(state);
  if (pick.options.length < 2 || !pick.picked) return null;
  return (
    <div class="france-spaces">
      <ChoiceGroup
        label={message('game.france.label')}
        value={say(pick.picked.words)}
        options={pick.options.map((o) => ({ id: say(o.words), label: say(o.words) }))}
        onChange={onChoose}
      />
      <p class="hint">
        {message('game.france.hint')}
        {status && <span class="rules"> {message('game.rule', { rule: describeRuleRef(status.ref) })}.</span>}
      </p>
    </div>
  );
}
