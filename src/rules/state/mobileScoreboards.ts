import type { ScoreValues } from './areaIds';

/** The two mobile scoreboards; each replaces the printed values of the area it lies on. */
export const MOBILE_SCOREBOARD_IDS = ['8-4-0', '4-0-0'] as const;
export type MobileScoreboardId = (typeof MOBILE_SCOREBOARD_IDS)[number];

export const MOBILE_SCOREBOARD_VALUES: Readonly<Record<MobileScoreboardId, ScoreValues>> = {
  '8-4-0': [8, 4, 0],
  '4-0-0': [4, 0, 0],
};
