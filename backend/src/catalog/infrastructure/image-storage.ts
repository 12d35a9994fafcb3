import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { randomUUID } from 'node:crypto';

/** Where uploaded images are kept. Keys are relative paths like `events/<imageId>/card.webp`. */
export interface ImageStorage {
  /** Stores the bytes under `key` and answers the public URL they are served from. */
  save(key: string, data: Buffer): Promise<string>;
}

export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');

/** The default: files under MEDIA_DIR, served by the app itself under /media. */
export class LocalDiskImageStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  async save(key: string, data: Buffer): Promise<string> {
    const path = normalize(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Image key ${key} leaves the media directory`);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${path}.${randomUUID()}.partial`;
    await writeFile(partial, data);
    await rename(partial, path);
    return `/media/${key.split(sep).join('/')}`;
  }
}
