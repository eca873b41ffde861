/**
 * Parses JSON text from a file, the clipboard or standard input. Some editors start UTF-8 files
 * with a byte-order mark, which JSON does not allow; it is dropped first. Never throws.
 */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch (error) {
    return { ok: false, reason: (error as Error).message.split('\n')[0] ?? 'not JSON' };
  }
}
