import type { CardType } from '../cards/catalog';
import { MODULE_CARDS } from '../cards/moduleCards';
import { MODULE_PLAY } from '../play/index';
import type { EditionId } from '../state/editionIds';
import type { ModuleId } from '../state/modules';
import { entriesOf } from '../state/records';

/** A module's own action cards for an edition, as a guide lists them beside the base cards. */
export interface ModuleCardList {
  readonly module: ModuleId;
  readonly cards: readonly CardType[];
}

/**
 * Every module of an edition that brings action cards, with its cards (the Church card on its pile 6,
 * the Old Hands cards for the 2023 stacks); none for a module of another edition, nor for one still
 * being built, which a table cannot play yet.
 * @example moduleCardList('classic') // [{ module: 'church', cards: [{ id: 'classic/church-card', stack: 6, … }] }]
 */
export const moduleCardList = (edition: EditionId): readonly ModuleCardList[] =>
  entriesOf(MODULE_CARDS).flatMap(([module, m]) =>
    m?.editions.includes(edition) && MODULE_PLAY[module]?.building !== true ? [{ module, cards: m.cards }] : [],
  );
