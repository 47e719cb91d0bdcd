import type Sharp from 'sharp';

/** sharp, loaded with the first picture a process scales (its native library is large). */
let sharpLib: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpLib ??= import('sharp').then((m) => m.default as typeof Sharp));

/** A picture scaled down to `width` (never up) as webp. */
export async function toWebp(input: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(input, { failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}

/** A small least-recently-used cache (Map keeps insertion order). */
export function lruCache<V>(max: number) {
  const map = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const v = map.get(key);
      if (v !== undefined) {
        map.delete(key);
        map.set(key, v);
      }
      return v;
    },
    set(key: string, value: V) {
      map.delete(key);
      map.set(key, value);
      if (map.size > max) map.delete(map.keys().next().value!);
    },
    get size() {
      return map.size;
    },
  };
}
