/** The rule presets the app knows, by id. */
export const EDITION_IDS = ['classic', 'bigbox', '2023'] as const;
export type EditionId = (typeof EDITION_IDS)[number];
