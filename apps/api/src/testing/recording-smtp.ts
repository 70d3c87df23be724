import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TestApi } from './test-app';

export interface RecordedMail {
  /** Envelope recipients, lower case. */
  rcptTo: string[];
  raw: string;
}

export interface RecordingSmtp {
  port: number;
  /** Every mail received, in order. */
  mails: RecordedMail[];
  /** The password of every login, in order. */
  logins: string[];
  close(): Promise<void>;
}

/** A mail server in the test process on a free loopback port: accepts any login, records logins and mails. */
export async function startRecordingSmtp(): Promise<RecordingSmtp> {
  const mails: RecordedMail[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => {
      logins.push(auth.password ?? '');
      callback(null, { user: auth.username });
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          rcptTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The SMTP settings of a mail server on this machine at `port`, as staff enter them under Systemeinstellungen. */
export const smtpSettings = (port: number) => ({
  host: '127.0.0.1',
  port,
  user: 'agentur',
  password: 'smtp-geheim',
  from_email: 'anfragen@nordwerk.test',
  from_name: 'Nordwerk Digital',
});

/**
 * Sets the api's SMTP settings to `smtp`, as staff with `token` do under Systemeinstellungen: the mails the
 * api sends from then on arrive there. The api must allow loopback targets (OUTBOUND_ALLOW_LOOPBACK).
 */
export async function sendMailThrough(api: TestApi, token: string, smtp: RecordingSmtp): Promise<void> {
  await api.http
    .put('/api/admin/system-settings/smtp')
    .set({ Authorization: `Bearer ${token}` })
    .set('If-Match', await api.basedOn(token, '/api/admin/system-settings/smtp'))
    .send(smtpSettings(smtp.port))
    .expect(200);
}

/** A valid offer request body (spec's fields) to `email`, with the visitor's `message`. */
export function offerRequestBody(email: string, message: string) {
  return {
    name: 'Eva Nord',
    email,
    phone: '',
    company: 'Küstenbau GmbH',
    address: 'Hafenstraße 1',
    zip: '23730',
    town: 'Neustadt in Holstein',
    service: 'SEO-Audit',
    budget: 'unter 1.000 €',
    message,
  };
}
