import { signal } from '@preact/signals';
import { message, say } from '../../../i18n/speech';
import {
  areaWords,
  LIMITS,
  MODULES,
  ok,
  type RegionId,
  type Result,
  regionsLeftAfterHomes,
  ruleRefShortWords,
  type SetupCommand,
} from '../../../rules';
import { Select } from '../../components/Select';
import { PrintedValuesRow, readPrintedValues } from '../PrintedValuesRow';
import type { SetupContext, SetupPart } from '../types';

const MODULE = MODULES['grand-inquisitor-colonies'];

/** The new regions whose values the table types, with how many places each piece shows at least. */
const ENTERED = (MODULE.areas ?? []).flatMap((a) =>
  a.values.from === 'entered' ? [{ id: a.id, min: a.values.min }] : [],
);

/** The hint under each row: the texts print no values, and where they say how the table is prepared. */
const valuesHint = () => {
  const ref = MODULE.refs[0];
  const rule = ref ? ` ${message('setup.rule', { rule: ruleRefShortWords(ref) })}` : '';
  return `${message('colonies.setup.valuesHint', { max: LIMITS.printedValue })}${rule}`;
};

/**
 * Grand Inquisitor & the Colonies on the new-game screen: the two region cards for the Grand Inquisitor's
 * black caballeros and the one for the Limit table (drawn at the table or by the app), and the values the
 * four new regions' pieces show. Whether they hold together is the engine's to say when the game starts.
 */
export function coloniesSetupPart(): SetupPart {
  const black = signal<readonly (RegionId | undefined)[]>([undefined, undefined]);
  const table = signal<RegionId | undefined>(undefined);
  const typed = signal<Readonly<Record<string, readonly string[]>>>({});
  function Control({ context }: { readonly context: SetupContext }) {
    const choices = regionsLeftAfterHomes(context.king, context.homes).map((id) => ({
      id,
      label: say(areaWords(context.edition, id)),
    }));
    return (
      <>
        <div class="field-row" role="group" aria-label={message('colonies.setup.blackRegions')}>
          {(['first', 'second'] as const).map((which, i) => (
            <Select<RegionId>
              key={which}
              label={message('colonies.setup.blackRegion', { which })}
              value={black.value[i]}
              none={message('newGame.notChosen')}
              options={choices}
              onChange={(r) => (black.value = black.value.map((c, j) => (j === i ? r : c)))}
            />
          ))}
          <Select<RegionId>
            label={message('colonies.setup.limitTable')}
            value={table.value}
            none={message('newGame.notChosen')}
            options={choices}
            onChange={(r) => (table.value = r)}
          />
        </div>
        {ENTERED.map(({ id, min }) => (
          <PrintedValuesRow
            key={id}
            area={areaWords(context.edition, id)}
            min={min}
            typed={typed.value[id] ?? []}
            onTyped={(now) => (typed.value = { ...typed.value, [id]: now })}
          />
        ))}
        <p class="hint">{valuesHint()}</p>
      </>
    );
  }
  function read(context: SetupContext): Result<Partial<SetupCommand>> {
    const printedValues: Partial<Record<(typeof ENTERED)[number]['id'], number[]>> = {};
    for (const { id, min } of ENTERED) {
      const values = readPrintedValues(typed.value[id] ?? [], areaWords(context.edition, id), min);
      if (!values.ok) return values;
      printedValues[id] = values.value;
    }
    // A region not chosen, or no longer offered since the King's or a home card changed, is left out: the
    // engine refuses it in its words, as the select shows it empty.
    const offered = regionsLeftAfterHomes(context.king, context.homes);
    const kept = (r: RegionId | undefined) => (r !== undefined && offered.includes(r) ? [r] : []);
    const [tableRegion] = kept(table.value);
    return ok({
      inquisitor: black.value.flatMap(kept),
      ...(tableRegion ? { limitTable: tableRegion } : {}),
      printedValues,
    });
  }
  return {
    module: MODULE.id,
    Control,
    read,
    draw: (drawn) => {
      black.value = drawn.inquisitor;
      table.value = drawn.limitTable;
    },
  };
}
