// Tests only: a real SMTP server in the test process (smtp-server) that keeps every message it receives,
// parsed with mailparser, so that tests read the actual mail and follow its link.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: ParsedMail;
}

export interface TestMailbox {
  url: string;
  messages: ReceivedMail[];
  /** The first message to `to` (optionally after `skip` earlier ones) whose subject matches, waiting up to 10 s. */
  waitFor(to: string, subject: RegExp, skip?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Starts the SMTP peer on `port` (default: any free port). */
export async function startMailbox(port = 0): Promise<TestMailbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to ?? []]
            .flat()
            .flatMap((address) => address.value.map((entry) => entry.address ?? ''))
            .join(',');
          messages.push({
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            raw: mail,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    async waitFor(to, subject, skip = 0) {
      const deadline = performance.now() + 10_000;
      for (;;) {
        const found = messages.filter((mail) => mail.to === to && subject.test(mail.subject))[skip];
        if (found) return found;
        if (performance.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link of a mail's text that starts with `prefix` (its token taken out as well). */
export function linkIn(mail: { text: string }, prefix: string): { link: string; token: string } {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  const token = new URL(link).searchParams.get('token') ?? '';
  return { link, token };
}
