import { message, say } from '../../../i18n/speech';
import { type GameState, type LimitTableOption, limitTableChoices } from '../../../rules';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { nameIn } from '../../game/tableWords';
import type { ChoiceCommand, ModuleChoice } from '../types';

/** A seating by who sits, the same in every language: a choice survives a change of language before the confirm. */
const seatsKey = (option: LimitTableOption): string =>
  Object.entries(option.seats)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, n]) => `${id}=${n}`)
    .join('|');

/**
 * Grand Inquisitor & the Colonies: who sits on the Limit table once the command is done, where the rules
 * leave it to a player (freed spaces, too many arrivals, the table moved). Nothing is preselected: the
 * one who chooses does; unchosen, the command is refused saying who.
 */
export const limitTableChoice: ModuleChoice = {
  id: 'limit-table',
  pick(state: GameState, command: ChoiceCommand | undefined, chosen: string | undefined) {
    const choice = command ? limitTableChoices(state, command) : undefined;
    if (!choice || choice.options.length === 0) return { fields: {}, control: () => null };
    const picked = choice.options.find((o) => seatsKey(o) === chosen);
    const area = say(choice.name);
    return {
      fields: picked ? { onLimitTable: picked.seats } : {},
      control: (onChoose) => (
        <>
          <ChoiceGroup
            label={
              choice.chooser === undefined
                ? message('game.limitTable.label', { area })
                : message('game.limitTable.labelBy', { area, who: nameIn(state)(choice.chooser) })
            }
            value={picked ? seatsKey(picked) : undefined}
            options={choice.options.map((o) => ({ id: seatsKey(o), label: say(o.words) }))}
            onChange={onChoose}
          />
          {choice.more && <p class="hint">{message('game.limitTable.more')}</p>}
        </>
      ),
    };
  },
};
