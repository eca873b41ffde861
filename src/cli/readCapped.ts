import { InputTooLarge } from './inputErrors';

/**
 * Reads chunks until they end, but never more than `limit` bytes: once past it, reading stops
 * (the source is closed) and the input is refused, so an endless or huge input costs no more than
 * the limit and one chunk, whatever its size was said to be.
 */
export async function readCapped(
  source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  limit: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of source) {
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, 'utf8')
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    read += bytes.length;
    if (read > limit) throw new InputTooLarge();
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, read);
}
