/**
 * The installed app's shortcuts, as the manifest lists them: New game, Continue the last game and the
 * scoring calculator, each opening its screen by its address; Continue opens the game this device had
 * open last, or the games list where there is none. And the install dialog's screenshots.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '../support/speech';
import { importRecordAt } from './support/playRecord';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';

const m = english.message;

describe('the installed app’s shortcuts', () => {
  const app = previewPage();
  let page: Page;
  let shortcuts: { name: string; short_name: string; url: string; icons: unknown[] }[] = [];
  beforeAll(async () => {
    page = app.page;
    const manifest = await (await page.request.get(`${app.url}manifest.webmanifest`)).json();
    shortcuts = manifest.shortcuts;
  });
  const open = async (name: string) => {
    const shortcut = shortcuts.find((s) => s.name === name);
    if (!shortcut) throw new Error(`no shortcut “${name}”`);
    await page.goto(new URL(shortcut.url, app.url).href);
  };

  it('lists the three, each with a name, a short name, an address in the app and an icon', () => {
    expect(shortcuts.map((s) => s.name)).toEqual(['New game', 'Continue the last game', 'Scoring calculator']);
    for (const s of shortcuts) {
      expect(s.url).toMatch(/^\.\/#\//);
      expect(s.short_name.length).toBeLessThanOrEqual(12);
      expect(s.icons).toHaveLength(1);
    }
  });

  it('shows the install dialog screenshots of the size it names, taken from the app, and keeps none offline', async () => {
    const manifest = await (await page.request.get(`${app.url}manifest.webmanifest`)).json();
    const shots: { src: string; sizes: string; form_factor: string; label: string }[] = manifest.screenshots;
    expect(shots.map((s) => s.form_factor)).toEqual(['wide', 'narrow']);
    for (const shot of shots) {
      const png = await (await page.request.get(`${app.url}${shot.src}`)).body();
      // A PNG's width and height stand in its header chunk, right after the signature.
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot.sizes);
      expect(shot.label.length).toBeGreaterThan(10);
    }
    const worker = await (await page.request.get(`${app.url}sw.js`)).text();
    expect(worker).toContain('icon-192.png');
    expect(worker).not.toContain('screenshot-');
  });

  it('opens the new-game form and the calculator', async () => {
    await open('New game');
    await page.getByRole('heading', { name: m('newGame.heading') }).waitFor();
    await open('Scoring calculator');
    await page.getByRole('heading', { name: m('title.calculator'), level: 1 }).waitFor();
  });

  it('continues the game this device had open last, or shows the games list where there is none', async () => {
    await open('Continue the last game');
    await page.getByRole('heading', { name: m('games.heading') }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/games');
    const record = JSON.parse(readFileSync(`${ROOT}/examples/records/classic-4p.json`, 'utf8'));
    await importRecordAt(page, app.url, record, 10, 'Tuesday');
    await page.goto(`${app.url}#/calculator`);
    await page.reload();
    await open('Continue the last game');
    await page.getByText(m('game.history.every', { count: 11 }), { exact: true }).waitFor();
    expect(new URL(page.url()).hash).toMatch(/^#\/games\/.+/);
    // Back leaves the game for the screen before the shortcut, not for the shortcut's address again.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/calculator');
  });
});
