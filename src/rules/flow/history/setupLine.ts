import { moduleSetupNotes, moduleSetupParts } from '../../play/index';
import type { SetupCommand } from '../../state/commands';
import type { EditionId } from '../../state/editionIds';
import type { HistoryNames } from '../../state/ruleRows';
import { type Words, type WordValue, words } from '../../state/words';
import { part } from './lineParts';

const EDITION_WORDS: Readonly<Record<EditionId, string>> = { classic: 'classic', bigbox: 'bigbox', '2023': 'y2023' };

const LENGTH_WORDS: Readonly<Record<string, string>> = { 'short-official': 'official', 'short-fan': 'fan' };

/**
 * The setup's line in the history, read warily: the players, the edition, the length and the options
 * changed, then each module's part (the Church's regions), and the notes of a game kept as first played.
 */
export function setupLine(command: SetupCommand, names: HistoryNames): Words {
  const players = Array.isArray(command.players) ? command.players.length : 0;
  const edition = Object.hasOwn(EDITION_WORDS, command.edition) ? EDITION_WORDS[command.edition] : undefined;
  const length =
    typeof command.length === 'string' && Object.hasOwn(LENGTH_WORDS, command.length)
      ? LENGTH_WORDS[command.length]
      : undefined;
  const changed = Object.keys(command.options ?? {}).length;
  const line = words('history.setup', {
    players,
    dummy: part(Boolean(command.dummy), 'history.setup.dummy'),
    edition: part(edition !== undefined, 'history.setup.edition', { edition: edition ?? '' }),
    length: part(length !== undefined, 'history.setup.length', { length: length ?? '' }),
    options: part(changed > 0, 'history.setup.options', { count: changed }),
    // Each part says its own joining (", the Church's black caballeros…").
    modules: moduleSetupParts(command, names).reduce<WordValue>(
      (all, then) => words('history.joined', { first: all, then }),
      '',
    ),
  });
  // A game kept from before the 2023 list was set right says which cards it still offers, and why.
  const notes = [
    ...(command.cardsAsFirstOffered === true ? [words('history.setup.firstOfferedCards')] : []),
    ...moduleSetupNotes(command),
  ];
  return notes.reduce((said, note) => words('history.setup.note', { line: said, note }), line);
}
