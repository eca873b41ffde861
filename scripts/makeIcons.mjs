#!/usr/bin/env node
// Draws the app's icons (a golden keep on deep red) as PNG files in public/: 192 and 512 px, and a
// maskable 512 px whose drawing stays inside the central safe zone. Run: node scripts/makeIcons.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const RED = [122, 31, 31, 255];
const GOLD = [244, 197, 66, 255];
const CREAM = [244, 236, 216, 255];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x += 1) {
      const [r, g, b, a] = pixel(x / size, y / size);
      const i = y * (size * 4 + 1) + 1 + x * 4;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
      raw[i + 3] = a;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The drawing in unit coordinates (0..1), scaled into the square [inset, 1 - inset]. */
function keep(inset, rounded) {
  return (u, v) => {
    if (rounded) {
      const r = 0.18;
      const cx = Math.min(Math.max(u, r), 1 - r);
      const cy = Math.min(Math.max(v, r), 1 - r);
      if ((u - cx) ** 2 + (v - cy) ** 2 > r * r) return [0, 0, 0, 0];
    }
    const x = (u - inset) / (1 - 2 * inset);
    const y = (v - inset) / (1 - 2 * inset);
    const inside = (x0, y0, x1, y1) => x >= x0 && x < x1 && y >= y0 && y < y1;
    // Crown above the keep.
    if (y >= 0.08 && y < 0.2 && x >= 0.38 && x < 0.62) {
      const tooth = Math.floor((x - 0.38) / 0.08);
      if (y >= 0.14 || tooth % 2 === 0) return GOLD;
    }
    // Keep body with battlements, a door, and two side towers.
    if (inside(0.3, 0.3, 0.7, 0.84) || (inside(0.3, 0.24, 0.7, 0.3) && Math.floor((x - 0.3) / 0.08) % 2 === 0)) {
      if (inside(0.44, 0.6, 0.56, 0.84)) return RED;
      return CREAM;
    }
    if (inside(0.14, 0.48, 0.3, 0.84) || inside(0.7, 0.48, 0.86, 0.84)) return GOLD;
    if ((inside(0.14, 0.42, 0.3, 0.48) || inside(0.7, 0.42, 0.86, 0.48)) && Math.floor(x / 0.053) % 2 === 0)
      return GOLD;
    return RED;
  };
}

const out = join(process.cwd(), 'public');
writeFileSync(join(out, 'icon-192.png'), png(192, keep(0.08, true)));
writeFileSync(join(out, 'icon-512.png'), png(512, keep(0.08, true)));
// Maskable: full-bleed background, drawing inside the central 80% safe zone.
writeFileSync(join(out, 'icon-maskable-512.png'), png(512, keep(0.2, false)));
writeFileSync(join(out, 'apple-touch-icon.png'), png(180, keep(0.1, false)));
console.log('icons written to public/');
