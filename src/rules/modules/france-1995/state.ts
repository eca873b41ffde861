type PlayerId = string;

/** France's two bonus spaces (1995 variant): the Ambassador's pays 2, the Envoy's 1; its third space pays nothing. */
export const FRANCE_ROLE_IDS = ['ambassador', 'envoy'] as const;
export type FranceRoleId = (typeof FRANCE_ROLE_IDS)[number];

/** Who stands on France's bonus spaces; a space missing here is free. */
export type FranceRoles = Readonly<Partial<Record<FranceRoleId, PlayerId>>>;

/**
 * A command's say on France's bonus spaces once it is done: a colour on a space, or null for a free one.
 * A space left out keeps the engine's default (see its play.ts).
 */
export type FranceSpaces = Readonly<Partial<Record<FranceRoleId, PlayerId | null>>>;
