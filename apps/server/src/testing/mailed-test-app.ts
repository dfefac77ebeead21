// The notification tests' app: no demo data, mails through the real SMTP peer (testing/mailbox.ts), no job workers
// (each test runs the queue itself with `t.jobs.drain()`, so what a request queued is seen exactly), and the peer's
// messages cleared before each test. Registers its own beforeAll / afterAll / beforeEach.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startMailbox, type TestMailbox } from './mailbox.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/** Starts the peer and the app before the file's tests and hands both to `use`; closes them after. */
export function useMailedTestApp(use: (app: TestApp, mailbox: TestMailbox) => void): void {
  let app: TestApp | undefined;
  let mailbox: TestMailbox | undefined;
  beforeAll(async () => {
    mailbox = await startMailbox();
    app = await buildTestApp({ seed: false, env: { SMTP_URL: mailbox.url }, realMailer: true, workers: false });
    use(app, mailbox);
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
  });
  beforeEach(() => {
    if (mailbox) mailbox.messages.length = 0;
  });
}
