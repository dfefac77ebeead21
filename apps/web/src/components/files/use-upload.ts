// An upload with its progress: wraps the `upload` helper (the upload catalogue, the server's success toast, the
// refresh of the given lists) and keeps the percentage for <UploadProgress>. `cancel` stops the upload in
// progress while the file is still being sent (the request is aborted, so the server never receives the whole
// file and keeps nothing; `canCancel`); an upload
// still running when the screen goes away is aborted too. A cancelled `send` rejects with an AbortError
// (`isAbortError`), which a form passes over in silence.
import type { EndpointDef, EndpointOutput } from '@portal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type UploadInput, upload } from '#web/lib/api.ts';

export function useUpload<E extends EndpointDef>(endpoint: E) {
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (input: Omit<UploadInput<E>, 'onProgress' | 'signal'>): Promise<EndpointOutput<E>> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setPercent(0);
      try {
        return await upload(endpoint, { ...input, onProgress: setPercent, signal: current.signal } as UploadInput<E>);
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setPercent(null);
        }
      }
    },
    [endpoint],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  const isUploading = percent !== null;
  // Once every byte has gone the server is storing the file: stopping then could leave it saved unseen.
  return { send, cancel, percent, isUploading, canCancel: isUploading && percent < 100 };
}
