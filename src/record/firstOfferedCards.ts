import { FIRST_OFFERED_CARD_IDS, isRecord } from '../rules';

/** Whether a value holds one of the card ids a base 2023 game was first offered, anywhere inside it. */
function namesFirstOffered(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return FIRST_OFFERED_CARD_IDS.includes(value);
  // Records and rows are checked for depth later; a deeper value names no card the app wrote.
  if (depth > 8 || typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((inner) => namesFirstOffered(inner, depth + 1));
}

/** Whether a setup (with or without its `type`) is a base 2023 game: one whose card list was set right. */
function isBase2023(setup: unknown): setup is Readonly<Record<string, unknown>> {
  if (!isRecord(setup) || setup.edition !== '2023') return false;
  return !(Array.isArray(setup.modules) && setup.modules.includes('old-hands'));
}

/**
 * A setup written before Veto and "regions picked by one player only" left the base 2023 list, as it
 * now reads: a base 2023 game whose commands turned either over keeps both (`cardsAsFirstOffered`),
 * so it replays as it was played and its history says so; any other setup is left as it stands.
 */
export function keepFirstOfferedCards<T>(setup: T, commands: readonly unknown[]): T {
  if (!isBase2023(setup) || !commands.some((command) => namesFirstOffered(command))) return setup;
  return { ...setup, cardsAsFirstOffered: true };
}
