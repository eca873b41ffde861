import type { AreaId } from '../board/areas';
import type { RuleOptions } from './options';
import type { RuleTopic } from './ruleTopics';
import type { RuleRef, SourceId } from './sources';

export const EDITION_IDS = ['classic', 'bigbox', '2023'] as const;
export type EditionId = (typeof EDITION_IDS)[number];

/** A rule preset: the defaults of every named option, the names on its board and where it writes each rule. */
export interface Edition {
  readonly id: EditionId;
  readonly name: string;
  /** The rulebook texts this preset follows, the main one first. */
  readonly sources: readonly SourceId[];
  readonly defaults: RuleOptions;
  /** The name of an area as this edition's board and rulebook print it. */
  readonly areaName: (id: AreaId) => string;
  /** A short name for tight spaces such as the map: the name printed on this edition's board. */
  readonly shortAreaName: (id: AreaId) => string;
  readonly ruleRefs: Readonly<Record<RuleTopic, RuleRef>>;
}
