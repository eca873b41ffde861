import { colourHex } from '../../colours';
import type { PlayResult } from '../../session/playResult';

/** What the picture holds, drawn in this order: a plan the tests read, and the painter follows. */
export type PictureItem =
  | {
      readonly kind: 'text';
      readonly x: number;
      readonly y: number;
      readonly text: string;
      readonly size: number;
      readonly bold?: boolean;
      readonly colour: string;
      readonly align?: 'left' | 'right' | 'center';
    }
  | {
      readonly kind: 'rect';
      readonly x: number;
      readonly y: number;
      readonly w: number;
      readonly h: number;
      readonly colour: string;
    }
  | {
      readonly kind: 'line';
      readonly points: readonly (readonly [number, number])[];
      readonly colour: string;
      readonly width: number;
    };

export interface PicturePlan {
  readonly width: number;
  readonly height: number;
  readonly background: string;
  readonly items: readonly PictureItem[];
}

/** The picture's words, in the table's language. */
export interface PictureWords {
  readonly heading: string;
  /** Date, edition, modules: wrapped to the picture's width. */
  readonly details: string;
  readonly standing: (player: PlayResult['players'][number]) => string;
  readonly chartHeading: string;
  readonly roundLabel: (round: number) => string;
  readonly startLabel: string;
  readonly footer: string;
}

const WIDTH = 1080;
const MARGIN = 60;
const INK = '#1f1a14';
const SOFT = '#6b5d4f';
const GRID = '#d8cfc2';

/** Breaks words into lines of at most `chars` characters (a long word stands alone). */
export function wrap(text: string, chars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= chars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A round number at or above `max` for the chart's top: 10, 15, 20, 30… 100, 150, 200… */
export function scaleTop(max: number): number {
  const step = 10 ** Math.max(1, Math.floor(Math.log10(Math.max(1, max))));
  const top = [1, 1.5, 2, 3, 4, 5, 6, 8, 10].map((k) => k * step).find((t) => t >= max);
  return top ?? 10 * step;
}

/**
 * The result as a picture a phone shows whole: the title, when and what was played, the standings with each
 * colour, and the running scores as a chart. Sizes are for a 1080-wide image, read at a phone's width.
 */
export function picturePlan(result: PlayResult, words: PictureWords): PicturePlan {
  const items: PictureItem[] = [];
  let y = MARGIN + 44;
  for (const line of wrap(words.heading, 30)) {
    items.push({ kind: 'text', x: MARGIN, y, text: line, size: 52, bold: true, colour: INK });
    y += 62;
  }
  for (const line of wrap(words.details, 58)) {
    items.push({ kind: 'text', x: MARGIN, y, text: line, size: 30, colour: SOFT });
    y += 40;
  }
  y += 30;
  for (const player of result.players) {
    items.push({ kind: 'rect', x: MARGIN, y: y - 34, w: 40, h: 40, colour: colourHex(player.id) });
    // A long name wraps under itself, beside the square.
    for (const line of wrap(words.standing(player), 38)) {
      items.push({ kind: 'text', x: MARGIN + 60, y, text: line, size: 40, bold: player.winner, colour: INK });
      y += 52;
    }
    y += 10;
  }
  y += 30;
  items.push({ kind: 'text', x: MARGIN, y, text: words.chartHeading, size: 30, bold: true, colour: INK });
  y += 30;
  const chart = { left: MARGIN + 70, right: WIDTH - MARGIN, top: y, bottom: y + 420 };
  const { rounds, lines } = result.history;
  const top = scaleTop(Math.max(...lines.flatMap((l) => l.points)));
  const px = (i: number) => chart.left + (i * (chart.right - chart.left)) / Math.max(1, rounds.length);
  const py = (points: number) => chart.bottom - (points * (chart.bottom - chart.top)) / top;
  // Whole numbers on the scale: halves where they are whole, else thirds (a top of 15: 0, 5, 10, 15).
  const ticks = Number.isInteger(top / 2) ? [0, top / 2, top] : [0, top / 3, (2 * top) / 3, top];
  for (const tick of ticks) {
    items.push({
      kind: 'line',
      points: [
        [chart.left, py(tick)],
        [chart.right, py(tick)],
      ],
      colour: GRID,
      width: 2,
    });
    items.push({
      kind: 'text',
      x: chart.left - 12,
      y: py(tick) + 10,
      text: String(tick),
      size: 26,
      colour: SOFT,
      align: 'right',
    });
  }
  [words.startLabel, ...rounds.map(words.roundLabel)].forEach((label, i) =>
    items.push({ kind: 'text', x: px(i), y: chart.bottom + 40, text: label, size: 26, colour: SOFT, align: 'center' }),
  );
  for (const { player, points } of lines)
    items.push({
      kind: 'line',
      points: points.map((p, i) => [px(i), py(p)] as const),
      colour: colourHex(player),
      width: 6,
    });
  y = chart.bottom + 110;
  items.push({ kind: 'text', x: WIDTH - MARGIN, y, text: words.footer, size: 24, colour: SOFT, align: 'right' });
  return { width: WIDTH, height: y + MARGIN - 20, background: '#fbf7f0', items };
}
