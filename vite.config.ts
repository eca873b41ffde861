import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build as bundle, transform } from 'esbuild';
import { createServer, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compiledCatalogs } from './scripts/build/compiledCatalogs.ts';
import { manifestScreenshots } from './scripts/screenshots.ts';

/**
 * The production page's Content-Security-Policy: only this origin, no inline scripts, no other
 * hosts. Added at build time only, because the development server injects inline scripts.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

const contentSecurityPolicy = (): Plugin => ({
  name: 'content-security-policy',
  apply: 'build',
  transformIndexHtml: (html) =>
    html.replace(
      '<meta charset="UTF-8" />',
      `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CSP}" />`,
    ),
});

/**
 * The same policy as HTTP headers, which a meta tag cannot carry in full (frame-ancestors, nosniff,
 * the referrer policy): the build writes them to dist/_headers, the format common static hosts read,
 * taking the policy from the built page (with its stylesheet's hash); `vite preview` sends them.
 */
const HEADERS_FILE = '_headers';
const securityHeaders = (): Plugin => ({
  name: 'security-headers',
  writeBundle(options) {
    const outDir = options.dir ?? 'dist';
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
      readFileSync(join(outDir, 'index.html'), 'utf8'),
    )?.[1];
    if (!policy) throw new Error('security-headers: the built page has no Content-Security-Policy');
    const headers = [
      `Content-Security-Policy: ${policy}; frame-ancestors 'none'`,
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: no-referrer',
      'X-Frame-Options: DENY',
    ];
    writeFileSync(join(outDir, HEADERS_FILE), `/*\n${headers.map((h) => `  ${h}\n`).join('')}`);
  },
  configurePreviewServer(server) {
    const file = join(server.config.root, server.config.build.outDir, HEADERS_FILE);
    if (!existsSync(file)) return;
    const headers = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('  ') && line.includes(': '))
      .map((line) => line.trim().split(/: (.*)/s) as [string, string]);
    server.middlewares.use((_req, res, next) => {
      for (const [name, value] of headers) res.setHeader(name, value);
      next();
    });
  },
});

/**
 * The share target's part of the service worker (src/pwa/shareTargetWorker.ts), built on its own into
 * share-target.js beside the worker the PWA plugin generates, which imports it first.
 */
const SHARE_WORKER = 'share-target.js';
const shareTargetWorker = (): Plugin => ({
  name: 'share-target-worker',
  apply: 'build',
  async generateBundle() {
    const built = await bundle({
      entryPoints: ['src/pwa/shareTargetWorker.ts'],
      bundle: true,
      write: false,
      format: 'iife',
      minify: true,
      target: 'es2022',
    });
    const [output] = built.outputFiles;
    if (!output) throw new Error('share-target-worker: nothing was built');
    this.emitFile({ type: 'asset', fileName: SHARE_WORKER, source: output.text });
  },
});

/** The shortcuts' icon: the app's own. */
const SHORTCUT_ICON = { src: 'icon-192.png', sizes: '192x192', type: 'image/png' };

const JSX = { jsx: { runtime: 'automatic', importSource: 'preact' } } as const;

/**
 * Writes the home screen into index.html at build time (src/ui/prerenderHome.tsx), in each language,
 * so the first paint needs no script but the few lines that pick the language. It is rendered by the same components the app runs, through Vite's own
 * module loader.
 */
const prerenderHome = (): Plugin => ({
  name: 'prerender-home',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    async handler(html) {
      const loader = await createServer({
        configFile: false,
        logLevel: 'silent',
        appType: 'custom',
        oxc: JSX,
        plugins: [compiledCatalogs()],
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { prerenderHome: render, noScriptLine } = (await loader.ssrLoadModule('/src/ui/prerenderHome.tsx')) as {
          prerenderHome: (language: string) => Promise<string>;
          noScriptLine: (language: string) => Promise<string>;
        };
        // Inert until the live app replaces it: a tap on the drawing would otherwise do nothing. The
        // other languages wait in templates, for src/main.ts to put the device's in place before the paint.
        const english = await render('en');
        const others = [];
        for (const language of ['de', 'es'])
          others.push(`<template id="home-${language}">${await render(language)}</template>`);
        // Where no script runs, the line saying so in every language (no script can pick one).
        const noScript = [];
        for (const language of ['en', 'de', 'es']) noScript.push(await noScriptLine(language));
        return html
          .replace('<div id="app"></div>', `<div id="app" inert>${english}</div>\n    ${others.join('')}`)
          .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${noScript.join('')}</noscript>`);
      } finally {
        await loader.close();
      }
    },
  },
});

/**
 * Puts the page's own stylesheet (src/ui/app.css: the frame and home) inside index.html, so the first
 * paint waits for no other file, and lets the Content-Security-Policy allow exactly that style
 * element by its hash. The stylesheet is taken out of the page before the build reads it, so it is
 * no part of the scripts' graph: no screen's import lists it to fetch again. Every other screen's
 * styles come with its code (cssCodeSplit).
 */
const PAGE_STYLESHEET = /<link rel="stylesheet" href="\/(src\/ui\/app\.css)" \/>/;
const inlineStylesheet = (): Plugin[] => {
  let root = '';
  return [
    {
      name: 'inline-stylesheet:take-out',
      apply: 'build',
      configResolved: (config) => void (root = config.root),
      transformIndexHtml: {
        order: 'pre',
        handler(html) {
          if (!PAGE_STYLESHEET.test(html)) throw new Error('inline-stylesheet: index.html links no src/ui/app.css');
          return html.replace(PAGE_STYLESHEET, '<!-- page-stylesheet -->');
        },
      },
    },
    {
      name: 'inline-stylesheet:put-in',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        async handler(html) {
          const source = readFileSync(join(root, 'src/ui/app.css'), 'utf8');
          const css = (await transform(source, { loader: 'css', minify: true })).code.trim();
          if (css.includes('</style')) throw new Error('inline-stylesheet: src/ui/app.css cannot be inlined');
          const hash = createHash('sha256').update(css).digest('base64');
          return html
            .replace('<!-- page-stylesheet -->', `<style>${css}</style>`)
            .replace("style-src 'self'", `style-src 'self' 'sha256-${hash}'`);
        },
      },
    },
  ];
};

export default defineConfig({
  oxc: JSX,
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    // A dynamic import lists only the stylesheets its screen needs: a list of every chunk behind each
    // would weigh on the first visit's code, and a screen's chunks load as it imports them anyway
    // (from the service worker once installed).
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    // The engine is pure (no module does anything as it loads): each screen's chunk then takes only
    // the engine files it uses through the public entry (src/rules/index.ts), not the whole engine.
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: /\/src\/rules\//, sideEffects: false }] },
      // Each compiled catalog part is named by its language and part, so the bench can weigh each language.
      output: {
        // What every screen starts with (Preact, the signals, the words and their speaker) in one file:
        // a first visit fetches it once instead of in five pieces, each with its own overhead.
        codeSplitting: {
          // Only the modules named: the languages and the loader helper stay with the page's own script.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'shell',
              test: /node_modules\/(preact|@preact\/signals|@preact\/signals-core|@lingui\/core)\/|src\/i18n\/(speech|speaker|browserCatalogs)\.ts|src\/rules\/state\/words\.ts|virtual:catalog-loaders$/,
            },
          ],
        },
        chunkFileNames: (chunk) => {
          const part = chunk.facadeModuleId && /virtual:catalogs\/(\w+)\/(\w+)$/.exec(chunk.facadeModuleId);
          return part ? `assets/catalog-${part[1]}-${part[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  plugins: [
    compiledCatalogs(),
    contentSecurityPolicy(),
    prerenderHome(),
    inlineStylesheet(),
    securityHeaders(),
    shareTargetWorker(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: './',
        name: 'El Grande Companion',
        short_name: 'El Grande',
        description: 'Table companion for El Grande: the board, the moves and every scoring explained.',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f6f0e2',
        theme_color: '#7a1f1f',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // A game record or a board tapped in the file manager opens in the installed app (src/pwa/launchedFiles.ts),
        // in the window already open where there is one.
        file_handlers: [{ action: './', accept: { 'application/json': ['.json'] } }],
        launch_handler: { client_mode: 'focus-existing' },
        // The same files shared from another app: the service worker takes the post (src/pwa/shareTarget.ts).
        share_target: {
          action: './share-target',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: { files: [{ name: 'file', accept: ['application/json', '.json'] }] },
        },
        // The richer install dialog's pictures, taken from the app itself (scripts/makeScreenshots.ts).
        screenshots: manifestScreenshots(),
        // What a long press on the installed app's icon offers: each opens its screen by its address.
        shortcuts: [
          { name: 'New game', short_name: 'New game', url: './#/games', icons: [SHORTCUT_ICON] },
          { name: 'Continue the last game', short_name: 'Continue', url: './#/continue', icons: [SHORTCUT_ICON] },
          { name: 'Scoring calculator', short_name: 'Calculator', url: './#/calculator', icons: [SHORTCUT_ICON] },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Only the install dialog shows the screenshots: no device keeps them for offline use.
        globIgnores: ['screenshot-*.png', SHARE_WORKER],
        // Imported by the worker itself, which keeps it with its own script.
        importScripts: [SHARE_WORKER],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
});
