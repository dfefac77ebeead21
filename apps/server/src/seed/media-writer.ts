// Where the demo seed puts its files. The caller passes the real file store; tests pass a recorder.

/**
 * `putMedia` takes public images (served under /media/<key>): keys such as `programs/ceaml-1a2b3c4d.jpg`,
 * `gallery/…`, `avatars/…`, `directors/…`. `putPrivate` takes private files (contents, assignments,
 * submissions); its key is the `store_key` of the `stored_files` row. Keys are lower-case, safe paths.
 */
export interface MediaWriter {
  putMedia(key: string, data: Buffer, contentType: string): Promise<void>;
  putPrivate(key: string, data: Buffer, contentType: string): Promise<void>;
}
