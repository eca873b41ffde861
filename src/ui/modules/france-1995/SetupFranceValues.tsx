import { signal } from '@preact/signals';
import { message } from '../../../i18n/speech';
import { areaWords, LIMITS, MODULES, ok, ruleRefShortWords } from '../../../rules';
import { PrintedValuesRow, readPrintedValues } from '../PrintedValuesRow';
import type { SetupPart } from '../types';

/** France's values as typed: the first starts at the rulebook's 3, the others wait for what the table's piece shows. */
const FRANCE_VALUES_TYPED: readonly string[] = ['3', '', ''];

/**
 * France's printed values (1995 variant) as a part of the new-game screen: the rulebook gives the first
 * place value alone, so the table types all three as its France piece shows them. A value that is not a
 * whole number is refused there, in words; whether the three may stand together is the engine's to say.
 */
export function franceValuesPart(): SetupPart {
  const typed = signal<readonly string[]>(FRANCE_VALUES_TYPED);
  const module = MODULES['france-1995'];
  const ref = module.refs[0];
  const hint = () =>
    `${message('france.hint', { max: LIMITS.printedValue })}` +
    (ref ? ` ${message('setup.rule', { rule: ruleRefShortWords(ref) })}` : '');
  return {
    module: module.id,
    Control: ({ context }) => (
      <PrintedValuesRow
        area={areaWords(context.edition, 'france')}
        min={3}
        typed={typed.value}
        onTyped={(now) => (typed.value = now)}
        hint={hint()}
      />
    ),
    read(context) {
      const values = readPrintedValues(typed.value, areaWords(context.edition, 'france'), 3);
      return values.ok ? ok({ printedValues: { france: values.value } }) : values;
    },
  };
}
