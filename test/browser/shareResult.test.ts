/**
 * After the game: the result as a picture made on the device and as text, handed to the system's share
 * sheet where the browser has one, saved and copied where it has none, and the play as BG Stats' link
 * carries it.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { colourHex } from '../../src/colours';
import { replay } from '../../src/rules';
import { english } from '../support/speech';
import { exampleRecord, importRecordAt } from './support/playRecord';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';

const m = english.message;
const NAME = 'classic-4p';
const record = JSON.parse(readFileSync(`${ROOT}/examples/records/${NAME}.json`, 'utf8'));
const { setup, commands } = exampleRecord(NAME);
const final = replay([setup, ...commands]).state;

/** How many of the picture's pixels have each of these colours. */
const pixelsOf = (page: Page, hexes: readonly string[]) =>
  page.getByRole('img', { name: m('share.picture') }).evaluate((img: HTMLImageElement, wanted) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const g = canvas.getContext('2d');
    if (!g) return { width: 0, counts: [] };
    g.drawImage(img, 0, 0);
    const data = g.getImageData(0, 0, canvas.width, canvas.height).data;
    const rgb = wanted.map((hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)));
    const counts = rgb.map(() => 0);
    for (let i = 0; i < data.length; i += 4)
      rgb.forEach(([r, gr, b], k) => {
        if (data[i] === r && data[i + 1] === gr && data[i + 2] === b) counts[k] = (counts[k] ?? 0) + 1;
      });
    return { width: img.naturalWidth, counts };
  }, hexes);

describe('sharing a finished game', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(() => {
    page = app.page;
  });

  it('draws the standings and the running scores in each colour, and writes them as text', async () => {
    expect(final?.phase).toBe('over');
    await importRecordAt(page, app.url, record, commands.length, 'Friday at Ana’s');
    const picture = page.getByRole('img', { name: m('share.picture') });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1080);
    const players = setup.players;
    const { counts } = await pixelsOf(
      page,
      players.map((p) => colourHex(p.id)),
    );
    // Each colour's swatch (40 × 40) and its line in the chart.
    for (const count of counts) expect(count).toBeGreaterThan(1600);
    const text = await page.getByLabel(m('share.text')).inputValue();
    const lines = text.split('\n');
    expect(lines[0]).toBe('El Grande: Friday at Ana’s');
    // Imported whole, the game has no time of its own: its length is left unsaid.
    expect(lines[1]).toMatch(/ · Classic \(1995 rules\)$/);
    const best = Math.max(...players.map((p) => final?.scores[p.id] ?? 0));
    const winner = players.find((p) => final?.scores[p.id] === best);
    expect(lines[2]).toBe(`1. ${winner?.name}: ${best} points, wins`);
    expect(lines).toHaveLength(2 + players.length);
  });

  it('saves the picture and copies the text where the browser cannot share', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
    await page.evaluate(() => {
      for (const name of ['share', 'canShare']) Reflect.deleteProperty(Navigator.prototype, name);
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: m('share.share') }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('Friday-at-Ana-s.png');
    const bytes = readFileSync((await saved.path()) ?? '');
    expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    await page
      .getByRole('status')
      .filter({ hasText: m('share.saved', { picture: 'yes', copied: 'yes' }) })
      .waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.getByLabel(m('share.text')).inputValue());
  });

  it('hands the picture and the text to the share sheet where the browser has one', async () => {
    await page.evaluate(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push({ ...data, files: data.files?.map((f) => ({ name: f.name, type: f.type, size: f.size })) });
        },
      });
    });
    await page.getByRole('button', { name: m('share.share') }).click();
    await page
      .getByRole('status')
      .filter({ hasText: m('share.shared') })
      .waitFor();
    const [shared] = (await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)) as {
      title: string;
      text: string;
      files: { name: string; type: string; size: number }[];
    }[];
    expect(shared?.title).toBe('Friday at Ana’s');
    expect(shared?.text).toBe(await page.getByLabel(m('share.text')).inputValue());
    expect(shared?.files).toEqual([{ name: 'Friday-at-Ana-s.png', type: 'image/png', size: expect.any(Number) }]);
    // Closed by the player: nothing said. Refused by the browser now: saved and copied instead.
    for (const [name, said] of [
      ['AbortError', ''],
      ['NotAllowedError', m('share.saved', { picture: 'yes', copied: 'yes' })],
    ] as const) {
      await page.evaluate((error) => {
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: async () => {
            throw new DOMException('refused', error);
          },
        });
      }, name);
      const download = name === 'NotAllowedError' ? page.waitForEvent('download') : undefined;
      await page.getByRole('button', { name: m('share.share') }).click();
      await download;
      await expect.poll(() => page.getByRole('status').first().textContent()).toBe(said);
    }
  });

  it('links to BG Stats with the play as its link describes it', async () => {
    const link = page.getByRole('link', { name: m('share.bgStats') });
    const href = (await link.getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://app.bgstatsapp.com/createPlay.html');
    const play = JSON.parse(url.searchParams.get('data') ?? '{}');
    expect(play.game).toEqual({
      name: 'El Grande',
      sourceGameId: 'el-grande',
      bggId: 93,
      highestWins: true,
      noPoints: false,
    });
    expect(play.comments).toBe('Classic (1995 rules)');
    expect(play.players.map((p: { name: string; score: number }) => [p.name, p.score])).toEqual(
      [...setup.players]
        .sort((a, b) => (final?.scores[b.id] ?? 0) - (final?.scores[a.id] ?? 0))
        .map((p) => [p.name, final?.scores[p.id]]),
    );
    expect(play.players.filter((p: { startPlayer: boolean }) => p.startPlayer)).toHaveLength(1);
    expect(await link.getAttribute('target')).toBe('_blank');
    await expect(link.getAttribute('aria-describedby')).resolves.toBeTruthy();
  });

  it('unfolds a finished game’s result from the games list, to share or log it there', async () => {
    await page.goto(`${app.url}#/games`);
    const games = page.getByRole('list', { name: m('games.byLastPlayed') });
    const result = games.getByRole('button', { name: m('games.resultLabel', { title: 'Friday at Ana’s' }) });
    await result.click();
    await expect.poll(() => result.getAttribute('aria-expanded')).toBe('true');
    const picture = games.getByRole('img', { name: m('share.picture') });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1080);
    expect(await games.getByLabel(m('share.text')).inputValue()).toMatch(/^El Grande: Friday at Ana’s\n/);
    await expect(games.getByRole('link', { name: m('share.bgStats') }).count()).resolves.toBe(1);
    await result.click();
    await expect.poll(() => picture.count()).toBe(0);
  });
});
