/**
 * The app speaks the device's language from its first paint, can be set to another in the settings,
 * keeps that setting across a reload, and follows the device again when asked; every screen shown
 * here stays clean for axe in each language.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { previewPage } from './support/previewPage';

describe('the language of the app', () => {
  // A device set to German (Austria): the app speaks German.
  const app = previewPage({ locale: 'de-AT' });
  let page: Page;
  beforeAll(() => void ({ page } = app));

  const language = () => page.getAttribute('html', 'lang');
  const languageSelect = (name: string) => page.getByRole('combobox', { name, exact: true });

  it('follows the device from the first paint, the prerendered home included', async () => {
    // With the app's own code held back, what shows is the drawing the page carries: in German.
    await page.route(/\/assets\/boot-[^/]+\.js$/, (route) => route.abort());
    await page.goto(app.url);
    await expect.poll(() => page.locator('#app[inert]').textContent()).toContain('Neue Partie');
    expect(await page.locator('#app[inert]').textContent()).not.toContain('New game');
    expect(await language()).toBe('de');
    await page.unrouteAll();
    await page.reload();
    await page.locator('#app:not([inert])').getByRole('button', { name: 'Neue Partie', exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('changes in the settings, at once and everywhere, and is kept across a reload', async () => {
    await page.getByRole('button', { name: 'Einstellungen', exact: true }).click();
    await languageSelect('Sprache').selectOption('es');
    await page.getByRole('heading', { name: 'En este dispositivo' }).waitFor();
    expect(await language()).toBe('es');
    expect(await violations(page)).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { name: 'En este dispositivo' }).waitFor();
    await page.getByRole('button', { name: 'Inicio' }).click();
    await page.getByRole('button', { name: 'Nueva partida', exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('speaks English when chosen, and follows the device again when asked', async () => {
    await page.getByRole('button', { name: 'Ajustes', exact: true }).click();
    await languageSelect('Idioma').selectOption('en');
    await page.getByRole('heading', { name: 'On this device' }).waitFor();
    const follow = await page.getByRole('option', { name: 'Follow the device (Deutsch)' }).count();
    expect(follow).toBe(1);
    expect(await violations(page)).toEqual([]);
    await languageSelect('Language').selectOption('device');
    await page.getByRole('heading', { name: 'Auf diesem Gerät' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Auf diesem Gerät' }).waitFor();
    expect(await language()).toBe('de');
  });

  it('opens the calculator in the language spoken, its explanations included', async () => {
    await page.goto(`${app.url}#/calculator`);
    await page.getByRole('heading', { name: 'Wertungsrechner', level: 1 }).waitFor();
    expect(await language()).toBe('de');
  });
});
