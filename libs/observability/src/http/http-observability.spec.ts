import { Controller, Get, HttpCode, Module, Param, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Writable } from 'node:stream';
import request from 'supertest';
import { createLogger } from '../logging/logger';
import { ObservabilityModule } from '../observability.module';
import { installExpressObservability } from './express-observability';
import { fastifyRequestIdOptions, installFastifyObservability } from './fastify-observability';

@Controller('api')
class ItemsController {
  @Get('items/:id')
  item(@Param('id') id: string) {
    return { id };
  }

  @Post('track/pageview')
  @HttpCode(202)
  track() {
    return { accepted: true };
  }
}

@Module({ imports: [ObservabilityModule.forRoot()], controllers: [ItemsController] })
class TestModule {}

function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _e, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, destination };
}

const countLine = (body: string, route: string, status: number, method = 'GET') =>
  new RegExp(
    `^http_request_duration_seconds_count\\{method="${method}",route="${route.replace(/[/:()]/g, '\\$&')}",status_code="${status}"\\} (\\d+)$`,
    'm',
  );

describe('HTTP observability on Express (the api)', () => {
  const { lines, destination } = captureLogs();
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await NestFactory.create<NestExpressApplication>(TestModule, { logger: false });
    installExpressObservability(app, createLogger({ service: 'api', level: 'log', destination }));
    await app.init();
  });
  afterAll(() => app.close());

  it('echoes a sane X-Request-Id and logs the request with it, without the visitor address', async () => {
    const response = await request(app.getHttpServer())
      .get('/api/items/42')
      .set('X-Request-Id', 'edge-123')
      .expect(200);
    expect(response.headers['x-request-id']).toBe('edge-123');
    const line = lines.find((l) => l['reqId'] === 'edge-123');
    expect(line).toMatchObject({ level: 'info', msg: 'GET /api/items/42 200', res: { statusCode: 200 } });
    expect(JSON.stringify(line)).not.toContain('127.0.0.1');
  });

  it('logs the names of query parameters, not their values', async () => {
    await request(app.getHttpServer())
      .get('/api/items/7?email=max%40example.de&token=geheim')
      .set('X-Request-Id', 'query-1')
      .expect(200);
    const line = lines.find((l) => l['reqId'] === 'query-1');
    expect(line).toMatchObject({ msg: 'GET /api/items/7?email=…&token=… 200' });
    expect(JSON.stringify(line)).not.toMatch(/example|geheim/);
  });

  it('makes a request id when the caller sends none', async () => {
    const response = await request(app.getHttpServer()).get('/api/items/1').expect(200);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('labels the duration histogram with the route pattern, not the URL', async () => {
    await request(app.getHttpServer()).get('/api/items/7').expect(200);
    await request(app.getHttpServer()).get('/nowhere/8').expect(404);
    const body = (await request(app.getHttpServer()).get('/metrics').expect(200)).text;
    expect(body).toMatch(countLine(body, '/api/items/:id', 200));
    expect(body).toMatch(countLine(body, '(unmatched)', 404));
    expect(body).not.toContain('/api/items/7');
    expect(body).not.toContain('/nowhere');
  });

  it('keeps probes, scrapes and tracking calls out of the info log', async () => {
    const before = lines.length;
    await request(app.getHttpServer()).get('/health').expect(200);
    await request(app.getHttpServer()).get('/metrics').expect(200);
    await request(app.getHttpServer()).post('/api/track/pageview').expect(202);
    expect(lines.slice(before)).toEqual([]);
  });
});

describe('HTTP observability on Fastify (the intake)', () => {
  const { lines, destination } = captureLogs();
  let app: NestFastifyApplication;

  async function start(level: 'log' | 'debug') {
    const fastifyApp = await NestFactory.create<NestFastifyApplication>(
      TestModule,
      new FastifyAdapter(fastifyRequestIdOptions()),
      { logger: false },
    );
    installFastifyObservability(
      fastifyApp.getHttpAdapter().getInstance(),
      createLogger({ service: 'ingest', level, destination }),
    );
    await fastifyApp.init();
    await fastifyApp.getHttpAdapter().getInstance().ready();
    return fastifyApp;
  }

  afterEach(() => app?.close());

  it('echoes the request id, times the matched route and logs nothing per request at level log', async () => {
    app = await start('log');
    const response = await request(app.getHttpServer())
      .post('/api/track/pageview')
      .set('X-Request-Id', 'edge-7')
      .expect(202);
    expect(response.headers['x-request-id']).toBe('edge-7');
    const fresh = await request(app.getHttpServer()).post('/api/track/pageview').expect(202);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await request(app.getHttpServer()).get('/metrics').expect(200)).text;
    expect(body).toMatch(countLine(body, '/api/track/pageview', 202, 'POST'));
    expect(lines).toEqual([]);
  });

  it('logs each request at debug when asked to', async () => {
    app = await start('debug');
    await request(app.getHttpServer()).get('/api/items/3').set('X-Request-Id', 'dbg-1').expect(200);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'debug', reqId: 'dbg-1', statusCode: 200, msg: 'request' }),
    );
  });
});
