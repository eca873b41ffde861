import { signal } from '@preact/signals';
import { renderToString } from 'preact-render-to-string';
import { speak } from '../i18n/speech';
import { createPwaModel } from '../pwa/pwaModel';
import { App } from './App';

/**
 * The home screen as HTML, written into index.html at build time: an offline cold start paints it
 * straight from the page, like a static one, before any script runs. The script then draws the
 * live app in its place. Rendered as a first visit sees it: no games known yet, the device's theme.
 */
export async function prerenderHome(): Promise<string> {
  await speak('en');
  const settings = {
    theme: signal<'system'>('system'),
    keepScreenOn: signal(true),
    languageChoice: signal<'device'>('device'),
    language: signal<'en'>('en'),
    deviceLanguage: signal<'en'>('en'),
    dispose: () => undefined,
  };
  return renderToString(
    <App
      models={{
        boards: new Promise(() => undefined),
        games: undefined,
        settings,
        pwa: createPwaModel(),
        storageProblem: undefined,
      }}
    />,
  );
}
