import type { AddressInfo, Server } from 'node:net';
import { createServer as createMysqlServer } from 'mysql2';
import { SMTPServer } from 'smtp-server';

/** What reached a trap: the user name and whether (and which) password came with it. */
export interface CapturedLogin {
  user: string;
  /** SMTP: the password in clear (AUTH PLAIN/LOGIN). MySQL: non-empty when the client sent a password proof. */
  password: string;
}

export interface CredentialTrap {
  port: number;
  logins: CapturedLogin[];
  close(): Promise<void>;
}

/**
 * An attacker's SMTP server: offers AUTH without TLS, records every user name and password it is sent,
 * then refuses the login. A test points the api at it and checks that no stored password arrives.
 */
export async function smtpCredentialTrap(): Promise<CredentialTrap> {
  const logins: CapturedLogin[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => {
      logins.push({ user: auth.username ?? '', password: auth.password ?? '' });
      callback(new Error('Invalid login'));
    },
  });
  // Port 0: the system picks a free one, with no gap in which another process could take it.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An attacker's MySQL server (mysql2's server side of the protocol): records the user name and the
 * client's authentication token, then denies access. With mysql_native_password the token is a proof
 * derived from the password and the server's random scramble: whoever receives it can test guesses
 * offline, so any token at all counts as a password sent; a blank password sends an empty one.
 */
export async function mysqlCredentialTrap(): Promise<CredentialTrap> {
  const logins: CapturedLogin[] = [];
  const server = createMysqlServer((connection) => {
    connection.on('error', () => undefined);
    connection.serverHandshake({
      protocolVersion: 10,
      serverVersion: '8.0.36-trap',
      connectionId: 1,
      statusFlags: 2,
      characterSet: 8,
      capabilityFlags: 0xffffff,
      authCallback: (
        params: { user: string; authToken: Buffer },
        callback: (error: Error | null, mysqlError?: { message: string; code: number }) => void,
      ) => {
        logins.push({ user: params.user, password: params.authToken?.length ? params.authToken.toString('hex') : '' });
        callback(null, { message: `Access denied for user '${params.user}'`, code: 1045 });
      },
    } as never);
  });
  // mysql2's Server wraps a net.Server; its own listen() takes only a port (it would bind every interface).
  const listener = (server as unknown as { _server: Server })._server;
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return {
    port: (listener.address() as AddressInfo).port,
    logins,
    close: () => new Promise<void>((resolve) => listener.close(() => resolve())),
  };
}
