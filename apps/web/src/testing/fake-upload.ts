// For component tests only: a stand-in for XMLHttpRequest, which the upload helper uses (fakeApi answers
// `fetch`). `installFakeUpload(a?)` installs it with `a` as the first answer; `answer(a)` queues the answer of
// the next upload (the last one repeats; status 0: no answer); every upload reports 50% and then 100% progress
// before its answer; `hold()` keeps the answers back until `release()`, to observe the pending state and the
// progress bar; `sent` lists the requests, `last()` the latest, `aborted` those stopped by the page.
import { vi } from 'vitest';

export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  form: FormData;
}

type Answer = { status: number; body?: unknown };

export function installFakeUpload(first?: Answer) {
  const sent: SentUpload[] = [];
  const aborted: SentUpload[] = [];
  const answers: Answer[] = first ? [first] : [];
  let held: (() => void)[] | null = null;

  class FakeXhr {
    status = 0;
    responseText = '';
    private progress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)[] = [];
    upload = {
      addEventListener: (type: string, listener: (typeof this.progress)[number]) => {
        if (type === 'progress') this.progress.push(listener);
      },
    };
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
    private request: SentUpload | undefined;
    abort() {
      if (this.request) aborted.push(this.request);
      this.listeners.abort?.();
    }
    send(body: FormData) {
      this.request = { method: this.method, url: this.url, headers: this.headers, form: body };
      sent.push(this.request);
      const answer = (answers.length > 1 ? answers.shift() : answers[0]) ?? { status: 0 };
      for (const listener of this.progress) listener({ lengthComputable: true, loaded: 50, total: 100 });
      const answerNow = () => {
        for (const listener of this.progress) listener({ lengthComputable: true, loaded: 100, total: 100 });
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
    sent,
    aborted,
    answer(next: Answer) {
      answers.push(next);
      return this;
    },
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const answerNow of waiting) answerNow();
    },
    last(): SentUpload {
      const request = sent.at(-1);
      if (!request) throw new Error('fake upload: nothing was sent');
      return request;
    },
  };
}
