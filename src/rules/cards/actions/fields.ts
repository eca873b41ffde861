import type { ModifierAbility, ModifierValue } from '../../modules/power-shift/state';
import type { GameAreaId, GameRegionId, KingArea } from '../../state/areaIds';
import type { ActionField, ActionFieldType } from '../../state/fields';
import type { MobileScoreboardId } from '../../state/mobileScoreboards';
import type { PowerCardValue } from '../../state/powerCards';
import type { Giving, Move, SpecialAction, SpecialActionKind } from '../../state/specialActions';
import type { OfferSlotId } from '../../state/types';

type Of<T extends ActionFieldType> = Extract<ActionField, { type: T }>;

/** The field shapes that fit a payload value of type T (never when none does). */
export type FieldFor<T> = [T] extends [readonly Move[]]
  ? Of<'moves'>
  : [T] extends [PowerCardValue]
    ? Of<'power-value'>
    : [T] extends [ModifierValue]
      ? Of<'modifier-value'>
      : [T] extends [ModifierAbility]
        ? Of<'modifier-ability'>
        : [T] extends [number]
          ? Of<'count'>
          : [T] extends [MobileScoreboardId]
            ? Of<'mobile-board'>
            : [T] extends [OfferSlotId]
              ? Of<'offer-slot'>
              : [T] extends [GameRegionId]
                ? Of<'region'>
                : // Where the King may stand is narrower than any area, so it is asked first.
                  [T] extends [KingArea]
                  ? Of<'king-area'>
                  : [T] extends [GameAreaId]
                    ? Of<'area'>
                    : [T] extends [string]
                      ? Of<'player'>
                      : [T] extends [Readonly<Record<string, GameRegionId>>]
                        ? Of<'player-regions'>
                        : [T] extends [Readonly<Record<string, Giving>>]
                          ? Of<'player-givings'>
                          : [T] extends [Readonly<Partial<Record<GameAreaId, number>>>]
                            ? 'castillo' extends keyof T
                              ? Of<'area-counts'>
                              : Of<'region-counts'>
                            : never;

type Payload<K extends SpecialActionKind> = Extract<SpecialAction, { kind: K }>;
type FieldName<K extends SpecialActionKind> = Exclude<keyof Payload<K>, 'kind'>;

/**
 * A kind's fields: every field of its payload but `kind`, each with a shape that fits its type,
 * marked optional exactly when the payload's field is optional.
 */
export type ActionFields<K extends SpecialActionKind> = [FieldName<K>] extends [never]
  ? Readonly<Record<string, never>> // `{}` would let any field through unnoticed
  : {
      readonly [F in FieldName<K>]-?: {} extends Pick<Payload<K>, F>
        ? FieldFor<Exclude<Payload<K>[F], undefined>> & { readonly optional: true }
        : FieldFor<Payload<K>[F]> & { readonly optional?: never };
    };

export { type ActionField, type ActionFieldType, field, optional } from '../../state/fields';
