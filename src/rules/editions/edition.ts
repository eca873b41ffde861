import type { EditionId } from '../state/editionIds';
import type { BoardAreaId } from '../state/modules';
import type { RuleOptions } from '../state/options';
import type { RuleTopic } from '../state/ruleTopics';
import type { RuleRef, SourceId } from '../state/sources';
import { type Words, words } from '../state/words';

/** A rule preset: the defaults of every named option, the names on its board and where it writes each rule. */
export interface Edition {
  readonly id: EditionId;
  /** The preset's name in English, for the scripts and tests that find its control by it; players read `editionWords`. */
  readonly name: string;
  /** The rulebook texts this preset follows, the main one first. */
  readonly sources: readonly SourceId[];
  readonly defaults: RuleOptions;
  /** The name of an area as this edition's board and rulebook print it. */
  readonly areaName: (id: BoardAreaId) => string;
  /** A short name for tight spaces such as the map: the name printed on this edition's board. */
  readonly shortAreaName: (id: BoardAreaId) => string;
  readonly ruleRefs: Readonly<Record<RuleTopic, RuleRef>>;
}

/** A preset's name in the reader's language. */
export const editionWords = (id: EditionId): Words => words(`edition.${id}`);
