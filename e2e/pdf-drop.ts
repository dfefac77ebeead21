// The verify page's "drop the PDF here to check it", as a browser's drag and drop does it: verify.spec.ts and
// certificates.spec.ts drop files on it.
import type { Page } from '@playwright/test';

/** Drops a file with these bytes (a text or a downloaded PDF) on the verify page's drop zone. */
export async function dropFile(page: Page, content: string | Buffer, name: string): Promise<void> {
  const base64 = Buffer.from(content).toString('base64');
  await page.getByTestId('pdf-drop-zone').evaluate(
    (zone, file) => {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], file.name, { type: 'application/pdf' }));
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    { base64, name },
  );
}
