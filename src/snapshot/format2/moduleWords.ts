import { type EditionId, MODULE_LIST, type RuleModule } from '../../rules';

const EDITION_WORDS: Readonly<Record<EditionId, string>> = {
  classic: 'the classic edition',
  bigbox: 'the Big Box',
  '2023': 'the 2023 edition',
};

/** An edition as a message names it: "the Big Box". */
export const editionWords = (edition: EditionId): string => EDITION_WORDS[edition];

const quoted = (id: string) => `“${id}”`;
const either = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/**
 * Why something is refused because no module that brings it is on: the modules of this edition that
 * would bring it, and their ids to add; or that this edition plays none of them.
 * @example needsModule('belongs to', (m) => m.kinds?.includes('delivery') ?? false, 'classic')
 * // 'belongs to Grand Inquisitor & the Colonies; add “grand-inquisitor-colonies” to modules to use it'
 */
export function needsModule(lead: string, brings: (module: RuleModule) => boolean, edition: EditionId): string {
  const all = MODULE_LIST.filter(brings);
  const here = all.filter((m) => m.editions.includes(edition));
  if (here.length > 0) {
    return `${lead} ${either(here.map((m) => m.name))}; add ${either(here.map((m) => quoted(m.id)))} to modules to use it`;
  }
  if (all.length === 0) return `is not part of any module`;
  return `${lead} ${either(all.map((m) => m.name))}, which ${editionWords(edition)} does not play`;
}
