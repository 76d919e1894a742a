import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; text: string };

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** Refuses the next `count` messages to `recipient` with a temporary error (451), as a struggling server does. */
  refuse: (recipient: string, count: number) => void;
  refusedFor: (recipient: string) => number;
  waitFor: (recipient: string, timeoutMs?: number) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
};

/** Undoes quoted-printable, in case a line of the message was long enough to need it. */
export const decodeQuotedPrintable = (raw: string): string =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A real SMTP server on 127.0.0.1 that keeps what it receives (no TLS, no authentication). */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const toRefuse = new Map<string, number>();
  const refused = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const refusing = to.find((address) => (toRefuse.get(address) ?? 0) > 0);
        if (refusing) {
          toRefuse.set(refusing, toRefuse.get(refusing)! - 1);
          refused.set(refusing, (refused.get(refusing) ?? 0) + 1);
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to, raw, text: decodeQuotedPrintable(raw).replace(/\r\n/g, '\n') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (recipient, count) => void toRefuse.set(recipient, count),
    refusedFor: (recipient) => refused.get(recipient) ?? 0,
    waitFor: async (recipient, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => m.to.includes(recipient));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no message for ${recipient} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
