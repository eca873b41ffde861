import { message, say } from '../../i18n/speech';
import {
  type AreaSpacesChoice,
  type GameState,
  ruleRefShortWords,
  type SpacesOption,
  type SpecialSpaces,
  spacesChoices,
} from '../../rules';
import { ChoiceGroup } from '../components/ChoiceGroup';
import type { ChoiceCommand, ModuleChoice } from './types';

/**
 * An option by who it seats where, the same in every language: a choice survives a change of language
 * between the tap and the confirm.
 */
const optionKey = (option: SpacesOption): string =>
  option.isDefault
    ? 'default'
    : Object.entries(option.spaces)
        .map(([role, who]) => `${role}=${who ?? '-'}`)
        .join('|');

/** The keys chosen so far, area by area, read from the one key the choice keeps (anything else: none). */
function chosenByArea(chosen: string | undefined): Readonly<Record<string, string>> {
  if (!chosen) return {};
  try {
    const read: unknown = JSON.parse(chosen);
    if (typeof read !== 'object' || read === null) return {};
    return Object.fromEntries(Object.entries(read).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** One area's choice as picked: the option the key names while it is offered, else the default. */
const pickedIn = (choice: AreaSpacesChoice, key: string | undefined): SpacesOption | undefined =>
  choice.options.find((o) => optionKey(o) === key) ?? choice.options[0];

/** Who takes one area's special spaces: one radio per way the engine accepts, the default preselected. */
function AreaSpaces({
  choice,
  picked,
  onChoose,
}: {
  choice: AreaSpacesChoice;
  picked: SpacesOption;
  onChoose: (key: string) => void;
}) {
  const area = say(choice.name);
  return (
    <div class="special-spaces">
      <ChoiceGroup
        label={message('game.spaces.label', { area })}
        value={optionKey(picked)}
        options={choice.options.map((o) => ({ id: optionKey(o), label: say(o.words) }))}
        onChange={onChoose}
      />
      <details class="step-why">
        <summary>{message('game.spaces.how', { area })}</summary>
        <p class="hint">
          {say(choice.how)}
          <span class="rules"> {message('game.rule', { rule: ruleRefShortWords(choice.ref) })}.</span>
        </p>
      </details>
    </div>
  );
}

/**
 * Who takes the special spaces (France's, the Captain's, the Viceroy's) where caballeros come or go
 * there, area by area; shown only where there is a choice. Its key holds each area's pick.
 */
export const specialSpacesChoice: ModuleChoice = {
  id: 'special-spaces',
  pick(state: GameState, command: ChoiceCommand | undefined, chosen: string | undefined) {
    const byArea = chosenByArea(chosen);
    // A general scoring moves nobody onto a special space.
    const choices = command && command.type !== 'general-scoring' ? spacesChoices(state, command) : [];
    const picks = choices.map((choice) => ({ choice, picked: pickedIn(choice, byArea[choice.area]) }));
    const spaces: SpecialSpaces = Object.assign(
      {},
      ...picks.map(({ picked }) => (picked && !picked.isDefault ? picked.spaces : {})),
    );
    return {
      fields: Object.keys(spaces).length > 0 ? { spaces } : {},
      control: (onChoose) =>
        picks.map(({ choice, picked }) =>
          choice.options.length < 2 || !picked ? null : (
            <AreaSpaces
              key={choice.area}
              choice={choice}
              picked={picked}
              onChoose={(key) => onChoose(JSON.stringify({ ...byArea, [choice.area]: key }))}
            />
          ),
        ),
    };
  },
};
