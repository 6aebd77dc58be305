/** The blog editor's lazily loaded chunks, which no public page should request. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { currentOf, releasesDir } from '../lib/releases.mjs';

/** The admin release's chunks that only the post editor loads (Quill, the image compressor), with gzip sizes. */
export function editorChunks() {
  const release = currentOf('admin');
  if (!release) throw new Error('mfe-admin has no current release');
  const dir = join(releasesDir('admin'), release, 'assets');
  return readdirSync(dir)
    .filter((file) => /^(quill|browser-image-compression|image-compression)/i.test(file) && file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(dir, file))).length }));
}

/** Every request of the cold loads (`coldLoads`) for one of `chunks`, as `path: url`. */
export function chunkRequests(loadsByPage, chunks) {
  return loadsByPage.flatMap(({ path, loads }) =>
    loads.flatMap((l) => l.urls).filter((url) => chunks.some((c) => url.endsWith(`/${c.file}`))).map((url) => `${path}: ${url}`),
  );
}
