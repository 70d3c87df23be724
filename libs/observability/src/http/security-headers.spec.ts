import { NestFactory } from '@nestjs/core';
import { Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { expressSecurityHeaders } from './security-headers';

@Module({})
class EmptyModule {}

describe('expressSecurityHeaders (over HTTP)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await NestFactory.create<NestExpressApplication>(EmptyModule, { logger: false });
    app.set('trust proxy', 1);
    app.use(expressSecurityHeaders("default-src 'self'; frame-ancestors 'none'"));
    await app.init();
  });
  afterAll(() => app.close());

  it('sends HSTS only when the request came over https (req.secure, through trust proxy)', async () => {
    const plain = await request(app.getHttpServer()).get('/seite');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await request(app.getHttpServer()).get('/seite').set('X-Forwarded-Proto', 'https');
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('gives pages the page policy, /api the API policy and the docs none, with the other headers on each', async () => {
    const page = await request(app.getHttpServer()).get('/seite');
    expect(page.headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'none'");
    const api = await request(app.getHttpServer()).get('/api/faqs');
    expect(api.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    const docs = await request(app.getHttpServer()).get('/api/docs');
    expect(docs.headers['content-security-policy']).toBeUndefined();
    for (const answer of [page, api, docs]) {
      expect(answer.status).toBe(404);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('gives pages the policy with the analytics host exactly while it is configured (read per answer)', async () => {
    let configured = false;
    const other = await NestFactory.create<NestExpressApplication>(EmptyModule, { logger: false });
    other.use(
      expressSecurityHeaders({
        plain: "script-src 'self'",
        withThirdPartyAnalytics: "script-src 'self' https://analytics.example",
        thirdPartyAnalytics: () => configured,
      }),
    );
    await other.init();
    try {
      expect((await request(other.getHttpServer()).get('/seite')).headers['content-security-policy']).toBe(
        "script-src 'self'",
      );
      configured = true;
      expect((await request(other.getHttpServer()).get('/seite')).headers['content-security-policy']).toBe(
        "script-src 'self' https://analytics.example",
      );
      expect((await request(other.getHttpServer()).get('/api/faqs')).headers['content-security-policy']).toMatch(
        /^default-src 'none'/,
      );
    } finally {
      await other.close();
    }
  });
});
