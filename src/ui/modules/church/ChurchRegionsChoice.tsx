import { signal } from '@preact/signals';
import { message, say } from '../../../i18n/speech';
import { areaWords, churchRegionsDrawnBefore, ok, REGION_IDS, type RegionId } from '../../../rules';
import { Select } from '../../components/Select';
import type { SetupContext, SetupPart } from '../types';

/**
 * The Church's two region cards on the new-game screen, as drawn at the table or by the app. The engine
 * says which regions its cards, drawn after the King's and the homes', cannot show.
 */
export function churchRegionsPart(): SetupPart {
  const chosen = signal<readonly (RegionId | undefined)[]>([undefined, undefined]);
  function Control({ context }: { readonly context: SetupContext }) {
    const choices = REGION_IDS.filter((id) => !churchRegionsDrawnBefore([id], context.king, context.homes)).map(
      (id) => ({ id, label: say(areaWords(context.edition, id)) }),
    );
    return (
      <div class="field-row" role="group" aria-label={message('newGame.churchRegions')}>
        {['first', 'second'].map((which, i) => (
          <Select<RegionId>
            key={which}
            label={message('newGame.churchRegion', { which })}
            value={chosen.value[i]}
            none={message('newGame.notChosen')}
            options={choices}
            onChange={(r) => (chosen.value = chosen.value.map((c, j) => (j === i ? r : c)))}
          />
        ))}
      </div>
    );
  }
  return {
    module: 'church',
    Control,
    // Both or what there is: one missing is the engine's refusal, in its words.
    read: () => ok({ church: chosen.value.flatMap((r) => r ?? []) }),
    draw: (drawn) => (chosen.value = drawn.church),
  };
}
