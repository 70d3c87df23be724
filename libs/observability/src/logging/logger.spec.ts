import { Writable } from 'node:stream';
import { ConsoleLogger, Logger } from '@nestjs/common';
import { createLogger, maskPersonalData, PinoNestLogger, requestLogger } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, destination };
}

describe('createLogger and PinoNestLogger', () => {
  it('writes JSON lines with time, level name, service and the Nest context', () => {
    const { lines, destination } = capture();
    const nest = new PinoNestLogger(createLogger({ service: 'api', level: 'log', destination }));
    nest.log('ClickHouse ready', 'AnalyticsModule');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        service: 'api',
        context: 'AnalyticsModule',
        msg: 'ClickHouse ready',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
  });

  it('maps Nest levels onto pino and leaves out what is below LOG_LEVEL', () => {
    const { lines, destination } = capture();
    const nest = new PinoNestLogger(createLogger({ service: 'ingest', level: 'warn', destination }));
    nest.log('not shown');
    nest.debug('not shown');
    nest.warn('slow insert', 'Worker');
    nest.error('insert failed', 'Error: boom\n    at insert (worker.ts:1:1)', 'Worker');
    expect(lines.map((l) => [l['level'], l['msg']])).toEqual([
      ['warn', 'slow insert'],
      ['error', 'insert failed'],
    ]);
    expect(lines[1]).toMatchObject({ context: 'Worker', stack: expect.stringContaining('at insert') });
  });

  it("keeps Nest's start-up lines (modules, routes) at debug", () => {
    const { lines, destination } = capture();
    const nest = new PinoNestLogger(createLogger({ service: 'api', level: 'log', destination }));
    nest.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    nest.log('AppModule dependencies initialized', 'InstanceLoader');
    nest.log('ingest started', 'Ingest');
    expect(lines.map((l) => l['msg'])).toEqual(['ingest started']);
  });

  it('adds the request id of the request being handled', () => {
    const { lines, destination } = capture();
    const root = createLogger({ service: 'api', level: 'log', destination });
    Logger.overrideLogger(new PinoNestLogger(root));
    try {
      requestLogger.run(root.child({ reqId: 'req-42' }), () => new Logger('Offers').log('offer stored'));
    } finally {
      Logger.overrideLogger(new ConsoleLogger());
    }
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-42', context: 'Offers', msg: 'offer stored' })]);
  });

  it('redacts credentials a caller passes along', () => {
    const { lines, destination } = capture();
    createLogger({ service: 'api', level: 'log', destination }).info(
      { req: { headers: { authorization: 'Bearer x', cookie: 'a=b' } }, password: 'geheim' },
      'login',
    );
    expect(JSON.stringify(lines[0])).not.toMatch(/Bearer x|a=b|geheim/);
  });

  it("redacts a person's fields and masks e-mail and IP addresses in free text", () => {
    const { lines, destination } = capture();
    const root = createLogger({ service: 'api', level: 'log', destination });
    root.info(
      { email: 'max@example.de', request: { phone: '+49 40 1234567', address: 'Hafenstr. 1', ip: '203.0.113.9' } },
      'stored',
    );
    new PinoNestLogger(root).warn(
      'SMTP: 550 <max@example.de> rejected from 203.0.113.9 and 2001:db8:85a3::8a2e:370:7334',
    );
    new PinoNestLogger(root).error(new Error('Recipient <max@example.de> rejected'));
    new PinoNestLogger(root).error('send failed', 'Error: 550 max@example.de\n    at send (smtp.js:1:1)', 'Mail');
    const text = lines.map((l) => JSON.stringify(l)).join('\n');
    expect(text).not.toMatch(/max@example|1234567|Hafenstr|203\.0\.113|2001:db8/);
    expect(lines[1]?.['msg']).toBe('SMTP: 550 <[e-mail]> rejected from [ip] and [ip]');
    expect(maskPersonalData('from ::1 and fe80::1%eth0 and [2001:db8::7]:443')).toBe(
      'from [ip] and [ip]%eth0 and [[ip]]:443',
    );
  });

  it('leaves times, versions of three parts and ids readable', () => {
    for (const text of [
      'started 08:15:30',
      '2026-11-24T08:15:30.123Z',
      'GET /api/faqs 200',
      'v1.2.3',
      'a1b2-c3',
      'Foo::bar',
      'redis://127.0.0.1:6379',
    ]) {
      expect(maskPersonalData(text)).toBe(text);
    }
  });

  it('writes nothing when disabled', () => {
    const { lines, destination } = capture();
    createLogger({ service: 'api', level: 'verbose', enabled: false, destination }).error('x');
    expect(lines).toEqual([]);
  });
});
