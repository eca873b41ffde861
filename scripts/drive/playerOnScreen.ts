import type { Command } from '../../src/rules';
import type { TableNames } from './enterCommand';
import { anyOf, messagePattern } from './speech';
import { NotOffered, type Tapper } from './tapper';

/**
 * The player a command is entered for, when it names one as the player on turn (a veto names its holder, who
 * is not).
 */
export function commandPlayer(command: Command): string | undefined {
  switch (command.type) {
    case 'play-power':
    case 'replenish':
    case 'take-card':
    case 'place':
    case 'special':
    case 'skip-special':
    case 'end-turn':
    case 'modifier-ability':
    case 'use-own-card':
      return command.player;
    default:
      return undefined;
  }
}

/**
 * Whose turn the screen shows, read from the heading of the power-card step ("Ana's power card")
 * or of the turn ("Ana's turn · power card 7"): the player whose command it takes now. Undefined
 * while no such step is shown; the heading's text when it names no colour of the table.
 */
export async function playerOnScreen(t: Tapper, names: TableNames): Promise<string | undefined> {
  const colours = [...names.setup.players, ...(names.setup.dummy ? [names.setup.dummy] : [])];
  const headingOf = (name: string | RegExp) =>
    anyOf(
      messagePattern(t.speaker, 'game.power.heading', { name }),
      messagePattern(t.speaker, 'game.turn.heading', { player: name, card: /\d+/ }),
      // A turn with a card from the hand (Intrigue & the King's).
      messagePattern(t.speaker, 'game.turn.heading', { player: name, card: /\d+/, kind: 'hand' }),
    );
  const heading = t.page.getByRole('heading', { name: headingOf(/.+/) });
  if (!(await t.visible(heading))) return undefined;
  const text = ((await heading.first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
  // The longest name the heading holds whole: "Ana" must not claim "Ana Maria's turn".
  const found = colours
    .filter((p) => headingOf(names.nameOf(p.id)).test(text))
    .sort((a, b) => names.nameOf(b.id).length - names.nameOf(a.id).length)[0];
  return found?.id ?? text;
}

/** Refuses to enter a command for a player other than the one the screen is waiting for. */
export async function checkPlayer(t: Tapper, names: TableNames, command: Command): Promise<void> {
  const wanted = commandPlayer(command);
  if (wanted === undefined) return;
  const shown = await playerOnScreen(t, names);
  if (shown === undefined)
    throw new NotOffered(`${names.nameOf(wanted)}'s ${command.type}: the screen waits for no player's turn now`);
  if (shown !== wanted)
    throw new NotOffered(`${names.nameOf(wanted)}'s ${command.type}: the screen waits for ${names.nameOf(shown)}`);
}
