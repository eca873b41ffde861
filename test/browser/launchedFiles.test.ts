/**
 * Files the installed app is opened with (its manifest's file handlers): a game record goes to the games
 * list and is imported, a board to the calculator, and anything else is named and opens nothing. The
 * browser's launch queue is stood in for here, as a headless browser launches no installed app.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '../support/speech';
import { launch, standInLaunchQueue } from './support/launchQueue';
import { previewPage } from './support/previewPage';
import { ROOT } from './support/servers';

const m = english.message;

describe('opening a file with the installed app', () => {
  const app = previewPage();
  let page: Page;
  beforeAll(async () => {
    page = app.page;
    await standInLaunchQueue(page);
  });

  it('lists the file handler and the launch mode in the manifest', async () => {
    const manifest = await (await page.request.get(`${app.url}manifest.webmanifest`)).json();
    expect(manifest.file_handlers).toEqual([{ action: './', accept: { 'application/json': ['.json'] } }]);
    expect(manifest.launch_handler).toEqual({ client_mode: 'focus-existing' });
  });

  it('imports a game record into the games list', async () => {
    await page.goto(app.url);
    const record = JSON.parse(readFileSync(`${ROOT}/examples/records/classic-4p.json`, 'utf8'));
    record.title = 'Tapped in the files';
    await launch(page, 'game.json', JSON.stringify(record));
    await page.getByRole('button', { name: m('games.continueLabel', { title: 'Tapped in the files' }) }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: m('games.imported') })
      .waitFor();
  });

  it('opens a board in the calculator', async () => {
    const board = readFileSync(`${ROOT}/examples/general-4p-classic.json`, 'utf8');
    await launch(page, 'board.json', board);
    await page.getByRole('heading', { name: m('title.calculator'), level: 1 }).waitFor();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/calculator');
    await page
      .getByRole('status')
      .filter({ hasText: m('calc.done.imported') })
      .waitFor();
  });

  it('names a file it does not read, opening nothing', async () => {
    await page.goto(`${app.url}#/games`);
    await page.getByRole('heading', { name: m('games.heading') }).waitFor();
    const before = await page
      .getByRole('list', { name: m('games.byLastPlayed') })
      .getByRole('listitem')
      .count();
    await launch(page, 'notes.json', '{"format":"something else"}');
    await page
      .getByRole('alert')
      .filter({ hasText: m('games.notOpenable', { name: 'notes.json' }) })
      .waitFor();
    expect(
      await page
        .getByRole('list', { name: m('games.byLastPlayed') })
        .getByRole('listitem')
        .count(),
    ).toBe(before);
  });

  it('lists the share target in the manifest, and opens a record shared from another app once', async () => {
    const manifest = await (await page.request.get(`${app.url}manifest.webmanifest`)).json();
    expect(manifest.share_target).toEqual({
      action: './share-target',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { files: [{ name: 'file', accept: ['application/json', '.json'] }] },
    });
    await page.goto(app.url);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    // A file shared long ago that no page took (its page closed first): swept away as the app starts.
    await page.evaluate(async () => {
      const cache = await caches.open('shared-files');
      await cache.put(new URL('shared-file/1000-forgotten', location.href).href, new Response('{}'));
    });
    const record = JSON.parse(readFileSync(`${ROOT}/examples/records/classic-4p.json`, 'utf8'));
    record.title = 'Shared from the chat';
    // The share sheet posts the file to the share target as a form, from outside the app (and its policy).
    await page.goto('about:blank');
    await page.setContent(
      `<form method="post" enctype="multipart/form-data" action="${app.url}share-target"><input type="file" name="file"></form>`,
    );
    await page.locator('input').setInputFiles({
      name: 'Shared from the chat.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(record)),
    });
    await page.evaluate(() => document.querySelector('form')?.submit());
    await page.getByRole('button', { name: m('games.continueLabel', { title: 'Shared from the chat' }) }).waitFor();
    // The mark is off the address, and the file out of the cache: a reload opens nothing again.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(async () => (await caches.open('shared-files')).keys().then((k) => k.length))).toBe(0);
  });

  it('says so when a share held no file', async () => {
    await page.goto('about:blank');
    await page.setContent(
      `<form method="post" enctype="multipart/form-data" action="${app.url}share-target"><input name="title" value="words"></form>`,
    );
    await page.evaluate(() => document.querySelector('form')?.submit());
    await page
      .getByRole('alert')
      .filter({ hasText: m('games.sharedNothing') })
      .waitFor();
  });
});
