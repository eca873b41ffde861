import { randomInt } from 'node:crypto';

export const USAGE =
  'usage: npm run soak -- [--kills N] [--seed S]   (N kills, 200 unless given; S a whole number, chosen at random unless given)';

export interface SoakArgs {
  readonly kills: number;
  readonly seed: number;
}

const wholeNumber = (text: string | undefined, least: number) =>
  text !== undefined && /^\d+$/.test(text) && Number(text) >= least && Number(text) <= 2 ** 32 - 1
    ? Number(text)
    : undefined;

/** The soak's arguments, or the line telling the user what is wrong with them. */
export function parseArgs(args: readonly string[]): { ok: true; args: SoakArgs } | { ok: false; line: string } {
  let kills = 200;
  let seed = randomInt(2 ** 32 - 1);
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (flag === '--kills') {
      const n = wholeNumber(value, 1);
      if (n === undefined)
        return { ok: false, line: `--kills takes a number of kills, 1 or more (got ${value ?? 'nothing'})\n${USAGE}` };
      kills = n;
    } else if (flag === '--seed') {
      const n = wholeNumber(value, 0);
      if (n === undefined)
        return { ok: false, line: `--seed takes a whole number (got ${value ?? 'nothing'})\n${USAGE}` };
      seed = n;
    } else {
      return { ok: false, line: `unknown argument ${flag}\n${USAGE}` };
    }
  }
  return { ok: true, args: { kills, seed } };
}
