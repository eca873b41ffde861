import { message, say } from '../../../i18n/speech';
import {
  type FranceSpaces,
  type FranceSpacesOption,
  franceSpacesOptions,
  franceStatus,
  type GameState,
  ruleRefShortWords,
  type SpacesCommand,
} from '../../../rules';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import type { ModuleChoice } from '../types';

/** The ways the command being entered may leave France's bonus spaces, and the one chosen. */
interface FrancePick {
  /** Every way the engine accepts, the default first; fewer than two: nothing to choose. */
  readonly options: readonly FranceSpacesOption[];
  /** The option chosen: the one `chosen` names while it is offered, else the default. */
  readonly picked: FranceSpacesOption | undefined;
  /** What the command carries: the chosen spaces, or undefined for the engine's default. */
  readonly france: FranceSpaces | undefined;
}

/**
 * An option by who it seats where, the same in every language: a choice survives a change of language
 * between the tap and the confirm.
 */
const franceOptionKey = (option: FranceSpacesOption): string =>
  option.isDefault ? 'default' : `${option.spaces.ambassador ?? '-'}|${option.spaces.envoy ?? '-'}`;

/**
 * Asks the engine how a command may leave France's bonus spaces (1995 variant) and which of those ways is
 * chosen, by its key; a choice no longer offered (the command changed) falls back to the default.
 */
function pickFranceSpaces(
  state: GameState,
  command: SpacesCommand | undefined,
  chosen: string | undefined,
): FrancePick {
  const options = command ? franceSpacesOptions(state, command) : [];
  const picked = options.find((o) => franceOptionKey(o) === chosen) ?? options[0];
  return { options, picked, france: picked && !picked.isDefault ? picked.spaces : undefined };
}

/**
 * Who takes France's bonus spaces when caballeros come or go there: one radio per way the engine accepts,
 * the default preselected. Shown only when there is a choice.
 */
function FranceSpacesChoice({
  state,
  pick,
  onChoose,
}: {
  state: GameState;
  pick: FrancePick;
  onChoose: (key: string) => void;
}) {
  const status = franceStatus(state);
  if (pick.options.length < 2 || !pick.picked) return null;
  return (
    <div class="france-spaces">
      <ChoiceGroup
        label={message('game.france.label')}
        value={franceOptionKey(pick.picked)}
        options={pick.options.map((o) => ({ id: franceOptionKey(o), label: say(o.words) }))}
        onChange={onChoose}
      />
      <details class="step-why">
        <summary>{message('game.france.how')}</summary>
        <p class="hint">
          {message('game.france.hint')}
          {status && <span class="rules"> {message('game.rule', { rule: ruleRefShortWords(status.ref) })}.</span>}
        </p>
      </details>
    </div>
  );
}

/** France's bonus spaces as one of the choices beside a command (see ../commandChoices). */
export const franceSpacesChoice: ModuleChoice = {
  id: 'france-spaces',
  pick(state, command, chosen) {
    const pick = pickFranceSpaces(state, command, chosen);
    return {
      fields: pick.france ? { spaces: pick.france } : {},
      control: (onChoose) => <FranceSpacesChoice state={state} pick={pick} onChoose={onChoose} />,
    };
  },
};
