// For component tests only: a stand-in for XMLHttpRequest, which the upload helper uses (fakeApi answers
// `fetch`). `install(answer)` answers every upload with it (status 0: no answer); `hold()` keeps the next
// answers back until `release()`, to observe the pending state; `last()` is the request sent.
import { vi } from 'vitest';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  form: FormData;
}

export const FakeUpload = {
  install(answer: { status: number; body?: unknown }) {
    const sent: Sent[] = [];
    let held: (() => void)[] | null = null;

    class FakeXhr {
      status = 0;
      responseText = '';
      upload = { addEventListener: () => undefined };
      private method = '';
      private url = '';
      private headers: Record<string, string> = {};
      private listeners: Record<string, () => void> = {};
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name.toLowerCase()] = value;
      }
      addEventListener(type: string, listener: () => void) {
        this.listeners[type] = listener;
      }
      abort() {
        this.listeners.abort?.();
      }
      send(body: FormData) {
        sent.push({ method: this.method, url: this.url, headers: this.headers, form: body });
        const answerNow = () => {
          if (answer.status === 0) {
            this.listeners.error?.();
            return;
          }
          this.status = answer.status;
          this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
          this.listeners.load?.();
        };
        if (held) held.push(answerNow);
        else queueMicrotask(answerNow);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);

    return {
      hold() {
        held = [];
      },
      release() {
        const waiting = held ?? [];
        held = null;
        for (const answerNow of waiting) answerNow();
      },
      last(): Sent {
        const request = sent.at(-1);
        if (!request) throw new Error('FakeUpload: nothing was sent');
        return request;
      },
    };
  },
};
