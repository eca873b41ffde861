import type { AreaId, RegionId } from './areaIds';
import type { RuleTopic } from './ruleTopics';

/** A player or neutral colour, e.g. 'red' or 'dummy'. */
export type ParticipantId = string;

/** What to score now. */
export type ScoringRequest =
  | { readonly kind: 'general'; readonly castilloDestinations: Readonly<Partial<Record<ParticipantId, RegionId>>> }
  /**
   * `cite`: where the card that asked for it is described, when not with the 2 stack's (the same card in the
   * 3 stack).
   */
  | { readonly kind: 'area'; readonly area: AreaId; readonly cite?: RuleTopic }
  | { readonly kind: 'top-value'; readonly values: readonly number[] }
  | { readonly kind: 'first-place-only' }
  | { readonly kind: 'most' }
  | { readonly kind: 'fewest' }
  | { readonly kind: 'unique-choices'; readonly choices: Readonly<Partial<Record<ParticipantId, RegionId>>> };

export type ScoringKind = ScoringRequest['kind'];
