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

/** The regions a setup names for the Church that its King's card or home cards had drawn before. */
function churchOnDrawnRegions(setup: Readonly<Record<string, unknown>>): boolean {
  if (!Array.isArray(setup.modules) || !setup.modules.includes('church') || !Array.isArray(setup.church)) return false;
  const homes = isRecord(setup.homes) ? Object.values(setup.homes) : [];
  return setup.church.some((region) => region === setup.king || homes.includes(region));
}

/**
 * A setup written before the Church's regions were refused on the King's region and the homes, as it now
 * reads: a Church game that started there keeps them (`churchRegionsAsDrawn`), so it replays as played
 * and its history says so; any other setup is left as it stands.
 */
export function keepChurchRegions<T>(setup: T): T {
  if (!isRecord(setup) || !churchOnDrawnRegions(setup)) return setup;
  return { ...setup, churchRegionsAsDrawn: true };
}

/** A setup written before version 3 of the record (data version 3 of a stored game), read as it was played. */
export const setupAsPlayed = <T>(setup: T, commands: readonly unknown[]): T =>
  keepChurchRegions(keepFirstOfferedCards(setup, commands));
