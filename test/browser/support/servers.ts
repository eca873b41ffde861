import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { createServer as createViteServer, type PreviewServer, preview, type ViteDevServer } from 'vite';

/** The project's folder: the nearest one up holding package.json (also from a bundled copy under .cache/). */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return resolve(from, '../../..');
  }
}

export const ROOT = projectRoot(import.meta.dirname);

/** A free port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** The built app (dist/) served by `vite preview` on loopback, as a player's browser would get it. */
export async function servePreview(): Promise<{ url: string; server: PreviewServer; stop: () => Promise<void> }> {
  const port = await freePort();
  const server = await preview({
    root: ROOT,
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  return { url: `http://127.0.0.1:${port}/`, server, stop: () => server.close() };
}

/** The development server, for the store harness page that imports src/store directly. */
export async function serveDev(): Promise<{ url: string; server: ViteDevServer; stop: () => Promise<void> }> {
  const port = await freePort();
  const server = await createViteServer({
    root: ROOT,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port, strictPort: true, hmr: false },
  });
  await server.listen();
  return { url: `http://127.0.0.1:${port}/`, server, stop: () => server.close() };
}
