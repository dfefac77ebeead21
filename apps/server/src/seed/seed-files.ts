// The seed's committed files (./assets): read once per run, named by a short hash of their bytes so that a
// changed image gets a new key (media are served as immutable).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';

export interface SeedAsset {
  data: Buffer;
  extension: string;
  mimeType: string;
  /** First 8 hex digits of the SHA-256 of the bytes. */
  hash: string;
}

const MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function createAssetReader() {
  const cache = new Map<string, Promise<SeedAsset>>();
  const read = async (fileName: string): Promise<SeedAsset> => {
    const data = await fs.readFile(new URL(`./assets/${fileName}`, import.meta.url));
    const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
    const mimeType = MIME_TYPES[extension];
    if (!mimeType) throw new Error(`Seed asset of unknown type: ${fileName}`);
    return { data, extension, mimeType, hash: createHash('sha256').update(data).digest('hex').slice(0, 8) };
  };
  return (fileName: string): Promise<SeedAsset> => {
    let asset = cache.get(fileName);
    if (!asset) {
      asset = read(fileName);
      cache.set(fileName, asset);
    }
    return asset;
  };
}

/** `folder/slug-hash.ext`, e.g. `programs/ceaml-1a2b3c4d.jpg`. */
export function assetKey(folder: string, slug: string, asset: SeedAsset): string {
  return `${folder}/${slug}-${asset.hash}.${asset.extension}`;
}
