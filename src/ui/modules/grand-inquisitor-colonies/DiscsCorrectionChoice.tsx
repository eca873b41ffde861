import { message } from '../../../i18n/speech';
import { discsCorrectionChoices, type GameState } from '../../../rules';
import { LabelledStepper } from '../../game/LabelledStepper';
import { areaIn, nameIn } from '../../game/tableWords';
import type { ChoiceCommand, ModuleChoice } from '../types';
import { DISC_KINDS, discsFromTyped, readTyped, typedOr } from './discsTyped';

/**
 * Grand Inquisitor & the Colonies: the Gold and Wares discs in a correction of the table, lying and
 * carried, each counted from what the app holds; only the counts the table changed go with the command.
 */
export const discsCorrectionChoice: ModuleChoice = {
  id: 'discs',
  pick(state: GameState, command: ChoiceCommand | undefined, chosen: string | undefined) {
    const choice = command?.type === 'table-correction' ? discsCorrectionChoices(state, command) : undefined;
    if (!choice) return { fields: {}, control: () => null };
    const typed = readTyped(chosen);
    const discs = discsFromTyped(choice, typed);
    const name = nameIn(state);
    const areaName = areaIn(state);
    return {
      fields: discs ? { discs } : {},
      control: (onChoose) => {
        const stepper = (key: string, now: number, most: number, label: string) => (
          <LabelledStepper
            key={key}
            shown={label}
            label={label}
            value={typedOr(typed, key, now)}
            min={0}
            max={most}
            onChange={(d) =>
              onChoose(JSON.stringify({ ...typed, [key]: Math.max(0, Math.min(most, typedOr(typed, key, now) + d)) }))
            }
          />
        );
        return (
          <div class="area-counts" role="group" aria-label={message('game.discs.heading')}>
            <p>{message('game.discs.heading')}</p>
            {DISC_KINDS.map((kind) =>
              stepper(`lying:${kind}`, choice.lying[kind], choice.box[kind], message('game.discs.lying', { kind })),
            )}
            {choice.rows.flatMap((row) =>
              DISC_KINDS.map((kind) =>
                stepper(
                  `${row.area}:${row.id}:${kind}`,
                  row.carried[kind] ?? 0,
                  row.most,
                  message('game.discs.carried', { kind, who: name(row.id), area: areaName(row.area) }),
                ),
              ),
            )}
          </div>
        );
      },
    };
  },
};
