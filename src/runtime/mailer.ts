import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export type OutgoingMail = { to: string; subject: string; text: string };

/** Sends a message and says where it went: `smtp` or the path of the `.eml` file. */
export type Mailer = { send: (mail: OutgoingMail) => Promise<string>; close: () => void };

// Short enough that a dead server fails the attempt well within the job's expiry, so pg-boss retries it.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Through SMTP when `SMTP_URL` is set; otherwise each message becomes an `.eml` file under `DATA_DIR/mail/`. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'supportEmail' | 'dataDir'>): Mailer {
  const defaults = { from: config.mailFrom, ...(config.supportEmail ? { replyTo: config.supportEmail } : {}) };
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }, defaults);
    return {
      send: async (mail) => {
        await transport.sendMail(mail);
        return 'smtp';
      },
      close: () => transport.close(),
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, defaults);
  const directory = path.join(config.dataDir, 'mail');
  return {
    send: async (mail) => {
      const { message } = await composer.sendMail(mail);
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(directory, `${stamp}-${randomBytes(4).toString('hex')}-${mail.to.replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`);
      // The message holds an API key: readable by the service's user only. Written under another
      // name first, so that whoever watches the folder never reads half a message.
      const partial = `${file}.partial`;
      await writeFile(partial, message as Buffer, { mode: 0o600, flag: 'wx' });
      await rename(partial, file);
      return file;
    },
    close: () => composer.close(),
  };
}
