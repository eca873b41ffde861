import {
  type EditionId,
  listOf,
  MODULE_LIST,
  type ModuleId,
  moduleWords,
  REFUSED_COMBINATIONS,
  type RuleModule,
  type Words,
  words,
} from '../../rules';

/** An edition as a message names it: "the Big Box". */
export const editionWords = (edition: EditionId): Words => words('snapshot.edition.the', { edition });

const quoted = (id: string) => `“${id}”`;

/** The module on this board that `module` can never be played with, if any. */
const refusedWith = (module: ModuleId, on: readonly ModuleId[]): ModuleId | undefined =>
  on.find((other) =>
    REFUSED_COMBINATIONS.some(({ pair: [a, b] }) => (a === module && b === other) || (b === module && a === other)),
  );

/** How a refusal leads into the modules that would bring what it refuses. */
export type ModuleLead = 'comesWith' | 'comeWith' | 'belongsTo' | 'appliesOnlyWith';

/**
 * Why something is refused because no module that brings it is on: the modules that would bring it
 * and can join this board, with their ids to add; else why none can (another edition, or a module
 * on the board they are never played with).
 * @example needsModule({ edition: 'classic', modules: [] }, 'belongsTo', (m) => m.kinds?.includes('delivery') ?? false)
 * // 'belongs to Grand Inquisitor & the Colonies; add “grand-inquisitor-colonies” to modules to use it'
 */
export function needsModule(
  board: { readonly edition: EditionId; readonly modules: readonly ModuleId[] },
  lead: ModuleLead,
  brings: (module: RuleModule) => boolean,
): Words {
  const all = MODULE_LIST.filter(brings);
  const here = all.filter((m) => m.editions.includes(board.edition));
  const playable = here.filter((m) => refusedWith(m.id, board.modules) === undefined);
  const names = (modules: readonly RuleModule[]) =>
    listOf(
      modules.map((m) => moduleWords(m.id)),
      'or',
    );
  if (playable.length > 0) {
    return words('snapshot.module.add', {
      lead,
      modules: names(playable),
      ids: listOf(
        playable.map((m) => quoted(m.id)),
        'or',
      ),
    });
  }
  const [blocked] = here;
  const blocker = blocked && refusedWith(blocked.id, board.modules);
  if (blocked && blocker) return words('snapshot.module.blocked', { lead, module: moduleWords(blocked.id), blocker });
  if (all.length === 0) return words('snapshot.module.none');
  return words('snapshot.module.otherEdition', { lead, modules: names(all), edition: editionWords(board.edition) });
}
