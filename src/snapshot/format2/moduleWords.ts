import { type EditionId, MODULE_LIST, type ModuleId, REFUSED_COMBINATIONS, type RuleModule } from '../../rules';

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

/** The module on this board that `module` can never be played with, if any. */
const refusedWith = (module: ModuleId, on: readonly ModuleId[]): ModuleId | undefined =>
  on.find((other) =>
    REFUSED_COMBINATIONS.some(({ pair: [a, b] }) => (a === module && b === other) || (b === module && a === other)),
  );

/**
 * Why something is refused because no module that brings it is on: the modules that would bring it
 * and can join this board, with their ids to add; else why none can (another edition, or a module
 * on the board they are never played with).
 * @example needsModule({ edition: 'classic', modules: [] }, 'belongs to', (m) => m.kinds?.includes('delivery') ?? false)
 * // 'belongs to Grand Inquisitor & the Colonies; add “grand-inquisitor-colonies” to modules to use it'
 */
export function needsModule(
  board: { readonly edition: EditionId; readonly modules: readonly ModuleId[] },
  lead: string,
  brings: (module: RuleModule) => boolean,
): string {
  const all = MODULE_LIST.filter(brings);
  const here = all.filter((m) => m.editions.includes(board.edition));
  const playable = here.filter((m) => refusedWith(m.id, board.modules) === undefined);
  if (playable.length > 0) {
    return `${lead} ${either(playable.map((m) => m.name))}; add ${either(playable.map((m) => quoted(m.id)))} to modules to use it`;
  }
  const [blocked] = here;
  const blocker = blocked && refusedWith(blocked.id, board.modules);
  if (blocked && blocker) return `${lead} ${blocked.name}, which is never played with “${blocker}”`;
  if (all.length === 0) return 'is not part of any module';
  return `${lead} ${either(all.map((m) => m.name))}, which ${editionWords(board.edition)} does not play`;
}
