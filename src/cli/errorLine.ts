import { escapeInput } from '../rules';

// Terminal escape sequences: colour and cursor codes (ESC [ … letter), titles and links (ESC ] … BEL
// or ESC \), and the rest of ESC's two-character forms. Playwright colours its messages with them.
const ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-Z\\-_])|\u009b[0-?]*[ -/]*[@-~]/g;

/** Characters of an error's message kept on its line. */
const LIMIT = 300;

/**
 * An unexpected error as one clean line: its message's first line that says something, without
 * terminal escape sequences or the call log and stack that follow, and anything else that could
 * drive the terminal escaped. Never throws.
 */
export function errorLine(error: unknown): string {
  let message: string;
  try {
    message = error instanceof Error ? error.message : String(error);
  } catch {
    message = '';
  }
  const line =
    message
      .replace(ANSI, '')
      .split(/\r?\n|\r/)
      .map((l) => l.trim())
      .find((l) => l !== '') ?? '';
  return line === '' ? 'no reason given' : escapeInput(line, LIMIT);
}
