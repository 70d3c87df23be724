import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { EventStore } from '@agency/event-store';
import { type CredentialTrap, mysqlCredentialTrap, smtpCredentialTrap } from '../../testing/credential-traps';
import { startTestApi, type TestApi } from '../../testing/test-app';

/*
 * The MySQL and SMTP test buttons connect wherever the body says. They answer one of four fixed outcomes
 * (no server text, and a server not reached always after the full test time), and refuse this machine,
 * link-local and cloud metadata addresses unless the operator allows loopback.
 */

const TEST_SECONDS = 2;
const NOT_REACHED = {
  success: false,
  outcome: 'unreachable',
  message: 'Verbindung fehlgeschlagen',
  error: 'Server nicht erreichbar',
};
const TLS_FAILED = {
  success: false,
  outcome: 'tls_failed',
  message: 'Verbindung fehlgeschlagen',
  error: 'Verschlüsselte Verbindung fehlgeschlagen',
};
/** Port 1: nothing listens there and nothing can start to (a privileged port no test binds). */
const CLOSED_PORT = 1;

/** The operator's one-machine setup with MariaDB and SMTP beside the api: loopback allowed. */
let local: TestApi;
/** The shipped default: loopback refused. */
let shipped: TestApi;
const tokens: { local?: string; shipped?: string } = {};
const servers: Server[] = [];
const sockets: Socket[] = [];
let smtpTrap: CredentialTrap;
let mysqlTrap: CredentialTrap;
let startTlsPort: number;
let startTlsServer: SMTPServer;

async function listen(onConnection: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const smtp = (host: string, port: number, password = 'selbst-getippt') => ({
  host,
  port,
  user: 'agentur',
  password,
  from_email: 'anfragen@nordwerk.test',
  from_name: 'Nordwerk Digital',
});
const mysql = (host: string, port: number, password = 'selbst-getippt') => ({
  host,
  port,
  user: 'buchhaltung',
  password,
  database: 'buchhaltung',
});
const settingsOf = { smtp, mysql };

async function test(api: TestApi, token: string, kind: 'smtp' | 'mysql', body: object) {
  const started = Date.now();
  const response = await api.http
    .post(`/api/admin/system-settings/${kind}/test`)
    .set({ Authorization: `Bearer ${token}` })
    .send(body);
  return { status: response.status, body: response.body, ms: Date.now() - started };
}

beforeAll(async () => {
  [smtpTrap, mysqlTrap] = await Promise.all([smtpCredentialTrap(), mysqlCredentialTrap()]);
  startTlsServer = new SMTPServer({ authOptional: true, logger: false });
  await new Promise<void>((resolve) => startTlsServer.listen(0, '127.0.0.1', resolve));
  startTlsPort = (startTlsServer.server.address() as AddressInfo).port;
  const limits = { CONNECTION_TEST_MAX_PER_USER: '1000', CONNECTION_TEST_MAX_TOTAL: '1000' };
  [local, shipped] = await Promise.all([
    startTestApi({ ...limits, OUTBOUND_ALLOW_LOOPBACK: 'true', CONNECTION_TEST_TIMEOUT_S: String(TEST_SECONDS) }),
    startTestApi(limits),
  ]);
  [tokens.local, tokens.shipped] = await Promise.all([local.login(), shipped.login()]);
}, 60_000);

afterAll(async () => {
  await Promise.all([local?.close(), shipped?.close()]);
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await Promise.all([smtpTrap?.close(), mysqlTrap?.close()]);
  await new Promise<void>((resolve) => startTlsServer?.close(() => resolve()));
});

describe.each(['smtp', 'mysql'] as const)('the %s test button', (kind) => {
  it('answers a closed port, a silent listener, another protocol and an unknown name alike, after the full test time', async () => {
    const silent = await listen(() => undefined);
    const ssh = await listen((socket) => socket.end('SSH-2.0-OpenSSH_9.2p1 Debian-2\r\n'));
    const http = await listen((socket) =>
      socket.once('data', () => socket.end('HTTP/1.1 400 Bad Request\r\nServer: nginx\r\n\r\n')),
    );
    const targets = [
      ['127.0.0.1', CLOSED_PORT],
      ['127.0.0.1', silent],
      ['127.0.0.1', ssh],
      ['localhost', http],
      ['gibt-es-nicht.invalid', 25],
    ] as const;
    const answers = await Promise.all(
      targets.map(([host, port]) => test(local, tokens.local as string, kind, settingsOf[kind](host, port))),
    );
    for (const [i, answer] of answers.entries()) {
      expect([targets[i], answer.status, answer.body]).toEqual([targets[i], 200, NOT_REACHED]);
      expect(answer.ms).toBeGreaterThanOrEqual(TEST_SECONDS * 1000 - 20);
      expect(answer.ms).toBeLessThan(TEST_SECONDS * 1000 + 2000);
    }
  });

  it("says 'Anmeldung abgelehnt' for a refused login, without the server's words", async () => {
    const trap = kind === 'smtp' ? smtpTrap : mysqlTrap;
    const answer = await test(local, tokens.local as string, kind, settingsOf[kind]('127.0.0.1', trap.port));
    expect(answer.body).toEqual({
      success: false,
      outcome: 'login_refused',
      message: 'Verbindung fehlgeschlagen',
      error: 'Anmeldung abgelehnt',
    });
    expect(trap.logins).toHaveLength(1);
    expect(answer.ms).toBeLessThan(TEST_SECONDS * 1000);
  });

  it('refuses this machine, link-local, unspecified and metadata addresses with 400, by name and by address', async () => {
    const trap = kind === 'smtp' ? smtpTrap : mysqlTrap;
    const before = trap.logins.length;
    const refused = [
      ['127.0.0.1', 'diesen Server selbst (Loopback)'],
      ['localhost', 'diesen Server selbst (Loopback)'],
      ['LOCALHOST.', 'diesen Server selbst (Loopback)'],
      ['[::1]', 'diesen Server selbst (Loopback)'],
      ['::ffff:127.0.0.1', 'diesen Server selbst (Loopback)'],
      ['0.0.0.0', 'die unspezifizierte Adresse (0.0.0.0 oder ::)'],
      ['169.254.10.20', 'eine Link-Local-Adresse'],
      ['fe80::1', 'eine Link-Local-Adresse'],
      ['169.254.169.254', 'einen Metadatendienst der Cloud'],
      ['fd00:ec2::254', 'einen Metadatendienst der Cloud'],
      ['metadata.google.internal', 'einen Metadatendienst der Cloud'],
    ] as const;
    const label = kind === 'smtp' ? 'SMTP-Einstellungen' : 'MySQL-Einstellungen';
    for (const [host, what] of refused) {
      const answer = await test(shipped, tokens.shipped as string, kind, settingsOf[kind](host, trap.port));
      expect([host, answer.status, answer.body.message]).toEqual([
        host,
        400,
        expect.stringContaining(`${label}: Der Host „${host}“ ist nicht erlaubt, er verweist auf ${what}.`),
      ]);
      expect(answer.body.details).toEqual([{ field: 'host', message: 'Host nicht erlaubt' }]);
    }
    expect(trap.logins.length).toBe(before);

    // The operator's allowance covers loopback only.
    for (const host of ['169.254.169.254', 'metadata.google.internal', 'fe80::1']) {
      expect((await test(local, tokens.local as string, kind, settingsOf[kind](host, trap.port))).status).toBe(400);
    }
  });

  it('refuses to save settings that point at a refused address, and keeps the stored ones', async () => {
    const auth = { Authorization: `Bearer ${tokens.shipped}` };
    const before = (await shipped.http.get(`/api/admin/system-settings/${kind}`).set(auth).expect(200)).body.config;
    for (const host of ['127.0.0.1', 'localhost', '169.254.169.254']) {
      const saved = await shipped.http
        .put(`/api/admin/system-settings/${kind}`)
        .set(auth)
        .set('If-Match', await shipped.basedOn(tokens.shipped as string, `/api/admin/system-settings/${kind}`))
        .send(settingsOf[kind](host, 2525, 'geheim'));
      expect([host, saved.status, saved.body.details]).toEqual([
        host,
        400,
        [{ field: 'host', message: 'Host nicht erlaubt' }],
      ]);
    }
    expect((await shipped.http.get(`/api/admin/system-settings/${kind}`).set(auth).expect(200)).body.config).toEqual(
      before,
    );
    // Settings nothing will use (no user name) may keep the spec's default host 'localhost'.
    await shipped.http
      .put(`/api/admin/system-settings/${kind}`)
      .set(auth)
      .set('If-Match', await shipped.basedOn(tokens.shipped as string, `/api/admin/system-settings/${kind}`))
      .send({ ...settingsOf[kind]('localhost', 3306, ''), user: '' })
      .expect(200);
  });
});

it("says 'Verschlüsselte Verbindung fehlgeschlagen' when the mail server's certificate does not check out", async () => {
  const answer = await test(local, tokens.local as string, 'smtp', smtp('127.0.0.1', startTlsPort));
  expect(answer.body).toEqual(TLS_FAILED);
});

it("says 'Verschlüsselte Verbindung fehlgeschlagen' when the MySQL server insists on an encrypted connection", async () => {
  // A server run with require_secure_transport: its first packet refuses the unencrypted connection.
  const message = Buffer.from(
    'Connections using insecure transport are prohibited while --require_secure_transport=ON.',
  );
  const payload = Buffer.concat([Buffer.from([0xff, 0x57, 0x0c]), Buffer.from('#HY000'), message]);
  const header = Buffer.from([payload.length & 0xff, (payload.length >> 8) & 0xff, payload.length >> 16, 0]);
  const port = await listen((socket) => socket.end(Buffer.concat([header, payload])));
  const answer = await test(local, tokens.local as string, 'mysql', mysql('127.0.0.1', port));
  expect(answer.body).toEqual(TLS_FAILED);
  expect(JSON.stringify(answer.body)).not.toContain('require_secure_transport');
});

it('does not restore SMTP settings that point at a refused address', async () => {
  const auth = { Authorization: `Bearer ${tokens.local}` };
  // A version as an installation from before the rule may hold it: the metadata service as mail server.
  const store = local.app.get(EventStore);
  const stream = 'system-settings-smtp';
  const planted = (await store.streamVersion(stream)) + 1;
  const { password: _password, ...document } = smtp('169.254.169.254', 25, '');
  await store.appendToStream(
    stream,
    [
      {
        type: 'MailServerSettingsSaved',
        data: { document: { ...document, password_set: false, password_updated_at: null } },
      },
    ],
    { expectedVersion: planted - 1 },
  );
  await local.http
    .put('/api/admin/system-settings/smtp')
    .set(auth)
    .set('If-Match', await local.basedOn(tokens.local as string, '/api/admin/system-settings/smtp'))
    .send(smtp('mail.example.de', 25, ''))
    .expect(200);
  const restore = await local.http
    .post('/api/admin/system-settings/smtp/restore')
    .set(auth)
    .set('If-Match', await local.basedOn(tokens.local as string, '/api/admin/system-settings/smtp/restore'))
    .send({ version: planted });
  expect(restore.status).toBe(400);
  expect(restore.body.message).toBe(
    'SMTP-Einstellungen: Der Host „169.254.169.254“ ist nicht erlaubt, er verweist auf einen Metadatendienst der Cloud.',
  );
  const { body } = await local.http.get('/api/admin/system-settings/smtp').set(auth).expect(200);
  expect(body.config.host).toBe('mail.example.de');
});
