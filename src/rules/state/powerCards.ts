/** Power card values, 1 to 13; each player holds one of each. */
export const POWER_CARD_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
export type PowerCardValue = (typeof POWER_CARD_VALUES)[number];

/** How many caballeros a power card lets its player take from the provinces into the court. */
export const POWER_CARD_CABALLEROS: Readonly<Record<PowerCardValue, number>> = {
  1: 6,
  2: 5,
  3: 5,
  4: 4,
  5: 4,
  6: 3,
  7: 3,
  8: 2,
  9: 2,
  10: 1,
  11: 1,
  12: 0,
  13: 0,
};

/** Whether a played card's value is a power card's (a module's cards may take their place with others). */
export const isPowerCardValue = (value: number): value is PowerCardValue => POWER_CARD_VALUES.some((v) => v === value);
