/**
 * What `score` and `replay` read: only a plain file (or a link to one) or standard input, never
 * more than the size limit whatever the input claims or holds, and never waiting on a pipe. Each
 * refusal is one line naming the input.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorLine } from '../../src/cli/errorLine';
import { readCapped } from '../../src/cli/readCapped';
import { readInput } from '../../src/cli/readInput';
import { runReplay } from '../../src/cli/runReplay';
import { runScore } from '../../src/cli/runScore';
import { JSON_LIMITS } from '../../src/jsonText';

const root = resolve(import.meta.dirname, '../..');
const LIMIT = JSON_LIMITS.chars;
const OVER_STREAMED = 'too large: more than the 2,000,000 bytes (2 MB) a file here may hold';

/**
 * A command as its npm script runs it, ended if it runs longer than `timeout` (then `code` is null).
 * The limit only ends a command that waits forever: it is far above what a busy machine needs to start one.
 */
function command(
  name: 'score' | 'replay',
  args: readonly string[],
  options: { input?: string; timeout?: number } = {},
) {
  const r = spawnSync(process.execPath, ['bin/run.mjs', `src/cli/${name}.ts`, ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: options.timeout ?? 90_000,
    input: options.input ?? '',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A refusal: exit 2, nothing on standard output, exactly this one line on standard error. */
const refusal = (line: string) => ({ code: 2, stdout: '', stderr: `${line}\n` });

let dir = '';
let socketServer: Server | undefined;
const at = (name: string) => join(dir, name);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'el-grande-input-'));
  mkdirSync(at('a folder'));
  expect(spawnSync('mkfifo', [at('a-pipe')]).status).toBe(0);
  writeFileSync(at('over.json'), `{}${' '.repeat(LIMIT - 1)}`);
  writeFileSync(at('at-limit.json'), `{}${' '.repeat(LIMIT - 2)}`);
  writeFileSync(at('record.json'), '{"format": "something else"}');
  symlinkSync(at('record.json'), at('link-to-record.json'));
  symlinkSync('/dev/zero', at('link-to-zero'));
  socketServer = createServer();
  await new Promise<void>((done) => socketServer!.listen(at('a-socket'), done));
});

afterAll(async () => {
  await new Promise<void>((done) => (socketServer ? socketServer.close(() => done()) : done()));
  rmSync(dir, { recursive: true, force: true });
});

describe('inputs that are not a plain file', () => {
  it('refuses a folder, naming it', async () => {
    expect(await runScore([at('a folder')], readInput)).toEqual(refusal(`${at('a folder')}: is a folder, not a file`));
    expect(await runReplay([at('a folder')], readInput)).toEqual(refusal(`${at('a folder')}: is a folder, not a file`));
  });

  // Read, it would be refused as too large instead: the reason shows it was never read.
  it('refuses /dev/zero at once, without reading it', async () => {
    expect(await runReplay(['/dev/zero'], readInput)).toEqual(refusal('/dev/zero: is a device, not a file'));
    expect(await runScore([at('link-to-zero')], readInput)).toEqual(
      refusal(`${at('link-to-zero')}: is a device, not a file`),
    );
  });

  it('refuses a socket', async () => {
    expect(await runScore([at('a-socket')], readInput)).toEqual(refusal(`${at('a-socket')}: is a socket, not a file`));
  });

  // In a process of its own: a command that opened the pipe to read would wait for a writer forever
  // (no one ever writes to it), be ended, and show no refusal.
  it('refuses a named pipe promptly, without opening it', () => {
    for (const name of ['score', 'replay'] as const) {
      const run = command(name, [at('a-pipe')]);
      expect(run).toEqual(refusal(`${at('a-pipe')}: is a pipe, not a file (give - to read standard input)`));
    }
  }, 200_000);

  it('reads a link to a plain file as that file', async () => {
    const linked = await runReplay([at('link-to-record.json')], readInput);
    expect(linked).toEqual(await runReplay([at('record.json')], readInput));
    expect(linked.stderr).toMatch(/^format: “something else” is not a known record format/);
  });
});

describe('the size limit', () => {
  it('refuses a file one byte over the limit before reading it, with its size', async () => {
    expect(await runScore([at('over.json')], readInput)).toEqual(
      refusal(`${at('over.json')}: too large: 2,000,001 bytes, where a file here is at most 2,000,000 (2 MB)`),
    );
  });

  it('reads a file of exactly the limit', async () => {
    expect(await readInput(at('at-limit.json'))).toHaveLength(LIMIT);
  });

  it('refuses standard input one byte over the limit', () => {
    const run = command('replay', ['-'], { input: `{}${' '.repeat(LIMIT - 1)}` });
    expect(run).toEqual(refusal(`standard input: ${OVER_STREAMED}`));
  }, 100_000);

  // One that kept reading would never end by itself: ended at the limit, it shows no refusal.
  it('stops reading endless standard input once past the limit', () => {
    const run = spawnSync('sh', ['-c', `cat /dev/zero | "${process.execPath}" bin/run.mjs src/cli/score.ts -`], {
      cwd: root,
      encoding: 'utf8',
      timeout: 90_000,
    });
    expect({ code: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual(
      refusal(`standard input: ${OVER_STREAMED}`),
    );
  }, 100_000);

  it('reads chunk by chunk and stops at the first chunk past the limit, closing the source', async () => {
    let pulled = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          pulled += 1;
          yield new Uint8Array(1000);
        }
      } finally {
        closed = true;
      }
    }
    await expect(readCapped(endless(), 10_500)).rejects.toMatchObject({ size: undefined });
    expect(pulled).toBe(11);
    expect(closed).toBe(true);
    expect((await readCapped(['ab', new Uint8Array([99])], 3)).toString('utf8')).toBe('abc');
  });
});

describe('an unexpected error', () => {
  it('is one line, without terminal escapes, call log or stack', () => {
    const error = new Error(
      "locator.textContent: Timeout 30000ms exceeded.\nCall log:\n\u001b[2m  - waiting for getByRole('rowheader', { name: /^José$/ })\u001b[22m\n",
    );
    expect(errorLine(error)).toBe('locator.textContent: Timeout 30000ms exceeded.');
    expect(
      errorLine(
        new Error('\u001b[31mbrowserType.launch:\u001b[39m failed\u001b]0;title\u0007 here\n    at x (y.js:1:2)'),
      ),
    ).toBe('browserType.launch: failed here');
    expect(errorLine(new Error('\n\n  bell \u0007 and tab\t'))).toBe('bell \\u0007 and tab');
    expect(errorLine('plain text')).toBe('plain text');
    expect(errorLine(undefined)).toBe('undefined');
    expect(errorLine(new Error(''))).toBe('no reason given');
    expect(errorLine(new Error('x'.repeat(10_000))).length).toBeLessThan(400);
  });
});
