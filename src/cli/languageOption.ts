import { isLanguage, LANGUAGE_IDS, type Language } from '../i18n/languages';
import { fail, listOf, ok, type Result, showName, type Text, words } from '../rules';

/**
 * Takes `--lang de` (or `--lang=de`) out of the arguments: the language of the words printed
 * (explanations, the table, refusals); English without it. The JSON fields never change with it.
 */
export function takeLanguage(
  args: readonly string[],
  usage: Text,
): Result<{ readonly language: Language; readonly rest: readonly string[] }> {
  const rest: string[] = [];
  let language: Language | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const joined = arg.startsWith('--lang=') ? arg.slice('--lang='.length) : undefined;
    if (arg !== '--lang' && joined === undefined) {
      rest.push(arg);
      continue;
    }
    const value = joined ?? args[++i];
    if (language !== undefined) return fail('input/two-languages', words('input.twoLanguages', { usage }));
    if (!isLanguage(value))
      return fail(
        'input/unknown-language',
        words('input.unknownLanguage', {
          given: value === undefined ? 'none' : showName(value),
          choices: listOf([...LANGUAGE_IDS], 'or'),
          usage,
        }),
      );
    language = value;
  }
  return ok({ language: language ?? 'en', rest });
}
