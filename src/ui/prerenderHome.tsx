import { signal } from '@preact/signals';
import { renderToString } from 'preact-render-to-string';
import type { Language } from '../i18n/languages';
import { message, speak } from '../i18n/speech';
import { createPwaModel } from '../pwa/pwaModel';
import { createAppStorage } from '../session/appStorage';
import { App } from './App';

const never = () => new Promise<never>(() => undefined);

/**
 * The home screen as HTML, written into index.html at build time: an offline cold start paints it
 * straight from the page, like a static one, before any script runs. The script then draws the
 * live app in its place. Rendered as a first visit sees it, once per language: no games known yet, the
 * device's theme.
 */
export async function prerenderHome(language: Language): Promise<string> {
  await speak(language);
  const settings = {
    theme: signal<'system'>('system'),
    keepScreenOn: signal(true),
    languageChoice: signal<'device'>('device'),
    language: signal(language),
    deviceLanguage: signal(language),
    dispose: () => undefined,
  };
  return renderToString(
    <App
      models={{
        // Nothing stored, and nothing ever opened: the drawing is of the screen before storage answers.
        storage: createAppStorage({
          hasStoredData: async () => false,
          open: never,
          listGames: never,
          lastOpened: never,
          games: never,
          boards: never,
        }),
        settings,
        pwa: createPwaModel(),
      }}
    />,
  );
}

/** The line shown where the browser runs no script, in one language, marked as such. */
export async function noScriptLine(language: Language): Promise<string> {
  await speak(language);
  return renderToString(<p lang={language}>{message('app.needsJavaScript')}</p>);
}
