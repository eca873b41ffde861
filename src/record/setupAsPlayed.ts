import {
  churchRegionsDrawnBefore,
  FIRST_OFFERED_CARD_IDS,
  isOneOf,
  isRecord,
  MODULE_IDS,
  mayKeepFirstOffered,
  moduleSetupFields,
} from '../rules';

/** Whether a value holds one of the card ids a base 2023 game was first offered, anywhere inside it. */
function namesFirstOffered(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return FIRST_OFFERED_CARD_IDS.includes(value);
  // Records and rows are checked for depth later; a deeper value names no card the app wrote.
  if (depth > 8 || typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((inner) => namesFirstOffered(inner, depth + 1));
}

/** The modules a setup as written names, whatever else it holds. */
const modulesOf = (setup: Readonly<Record<string, unknown>>): readonly unknown[] =>
  Array.isArray(setup.modules) ? setup.modules : [];

/**
 * A setup written before Veto and "regions picked by one player only" left the base 2023 list, as it
 * now reads: a base 2023 game whose commands turned either over keeps both (`cardsAsFirstOffered`),
 * so it replays as it was played and its history says so; any other setup is left as it stands.
 */
export function keepFirstOfferedCards<T>(setup: T, commands: readonly unknown[]): T {
  if (!isRecord(setup) || !mayKeepFirstOffered(setup.edition, modulesOf(setup))) return setup;
  if (!commands.some((command) => namesFirstOffered(command))) return setup;
  return { ...setup, cardsAsFirstOffered: true };
}

/** Whether a setup names Church regions that its King's card or home cards had drawn before. */
function churchOnDrawnRegions(setup: Readonly<Record<string, unknown>>): boolean {
  // Only where a module chosen asks for the field: a stray one is read as the setup always read it.
  const chosen = modulesOf(setup).filter((m) => isOneOf(MODULE_IDS, m));
  if (!Array.isArray(setup.church) || !moduleSetupFields(chosen).includes('church')) return false;
  const homes = isRecord(setup.homes) ? Object.values(setup.homes) : [];
  return churchRegionsDrawnBefore(setup.church, setup.king, homes);
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
