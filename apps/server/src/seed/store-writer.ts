// Adapts the file store to what the seed writes: public images under `media/`, private files as keyed.
import type { FileStore } from '#server/core/files/store.ts';

export function storeMediaWriter(store: FileStore) {
  return {
    putMedia: (key: string, data: Buffer, contentType: string) => store.put(`media/${key}`, data, contentType),
    putPrivate: (key: string, data: Buffer, contentType: string) => store.put(key, data, contentType),
  };
}
