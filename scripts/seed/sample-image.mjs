/**
 * A featured image for a sample post, drawn here so the repository carries no binary: a 1200 x 630 PNG (the
 * recommended size) of a diagonal gradient between two colours with a few soft circles, different per post.
 */
import { deflateSync } from 'node:zlib';

const width = 1200;
const height = 630;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const hex = (color) => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));

/** The PNG bytes of sample image `index` from colour `from` to colour `to` (`#rrggbb`). */
export function sampleImage(index, from, to) {
  const [a, b] = [hex(from), hex(to)];
  const circles = [0, 1, 2].map((i) => ({
    x: ((index * 379 + i * 467) % width) | 0,
    y: ((index * 211 + i * 283) % height) | 0,
    r: 90 + ((index * 53 + i * 71) % 140),
  }));
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let o = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let light = 0;
      for (const c of circles) if ((x - c.x) ** 2 + (y - c.y) ** 2 < c.r ** 2) light += 0.12;
      for (let ch = 0; ch < 3; ch++) {
        const v = a[ch] + (b[ch] - a[ch]) * t;
        raw[o++] = Math.min(255, Math.round(v + (255 - v) * light));
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
