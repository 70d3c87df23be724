import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Controller, Get, Injectable, Module, type BeforeApplicationShutdown } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eventually } from '@agency/testing';
import { ObservabilityModule } from '../observability.module';
import { gracefulShutdown } from './graceful-shutdown';

const events: string[] = [];

/** A gate the test opens: the request runs exactly as long as the test wants, on any machine. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
const requestStarted = gate();
const requestMayFinish = gate();

@Controller('slow')
class SlowController {
  @Get()
  async slow() {
    events.push('request started');
    requestStarted.open();
    await requestMayFinish.opened;
    events.push('request finished');
    return { done: true };
  }
}

/** Stands in for the queues and workers that close in Nest's shutdown hooks. */
@Injectable()
class QueueLike implements BeforeApplicationShutdown {
  server: Server | undefined;
  beforeApplicationShutdown() {
    events.push(`queues closing, server listening: ${this.server?.listening}`);
  }
}

@Module({ imports: [ObservabilityModule.forRoot()], controllers: [SlowController], providers: [QueueLike] })
class TestModule {}

describe('gracefulShutdown', () => {
  afterEach(() => jest.useRealTimers());

  it('turns readiness to 503, finishes running requests, closes HTTP, then the queues', async () => {
    const app = await NestFactory.create<NestExpressApplication>(TestModule, { logger: false });
    await app.listen(0, '127.0.0.1');
    const server = app.getHttpServer() as Server;
    app.get(QueueLike).server = server;
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);

    const running = fetch(`${base}/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await requestStarted.opened;

    // Only setTimeout is faked, so the drain delay ends when the test says so; sockets, intervals and
    // immediates run for real.
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
      ],
    });
    const stopping = gracefulShutdown(app, { drainDelayMs: 150, timeoutMs: 5_000 });
    // Draining: still accepting, but telling the load balancer to stop sending.
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      details: expect.arrayContaining([{ field: 'process', message: 'draining' }]),
    });
    expect(server.listening).toBe(true);

    // The drain delay is over: the server stops accepting while the request is still running. (eventually()
    // waits real time even now; the cut-off timer shutdown sets meanwhile stays fake and never fires.)
    jest.advanceTimersByTime(150);
    await eventually('the HTTP server to stop accepting after the drain delay', () => !server.listening);
    jest.useRealTimers();
    expect(events).toEqual(['request started']);

    requestMayFinish.open();
    await expect(running).resolves.toEqual({ status: 200, body: { done: true } });
    await stopping;
    await expect(fetch(`${base}/health`)).rejects.toThrow();
    expect(events).toEqual(['request started', 'request finished', 'queues closing, server listening: false']);
  });
});
