import { Inject, Injectable, Logger } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

type RenderPage = (url: string, template: string, options?: { origin?: string; apiUrl?: string }) => Promise<{ status: number; html: string }>;

/** Server-side rendering of the web app's public pages from its build (dist/web by default). */
@Injectable()
export class WebRenderer {
  private readonly logger = new Logger('Web');
  private readonly template?: string;
  private readonly renderPage?: RenderPage;
  readonly clientDir: string;
  /** The server render reads the public content from this very process, over loopback. */
  private readonly apiUrl: string;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.apiUrl = `http://127.0.0.1:${config.PORT}`;
    const root = path.resolve(config.WEB_DIST_DIR);
    this.clientDir = path.join(root, 'client');
    const templateFile = path.join(this.clientDir, 'index.html');
    const serverEntry = path.join(root, 'server', 'entry-server.js');
    if (existsSync(templateFile) && existsSync(serverEntry)) {
      this.template = readFileSync(templateFile, 'utf8');
      this.renderPage = (require(serverEntry) as { renderPage: RenderPage }).renderPage;
    } else {
      this.logger.warn(`No web build in ${root}; run "npx nx run web:build". Pages answer 503 until then.`);
    }
  }

  get available(): boolean {
    return Boolean(this.renderPage);
  }

  async page(url: string, origin: string): Promise<{ status: number; html: string }> {
    if (!this.renderPage || !this.template) {
      return { status: 503, html: '<!doctype html><meta charset="utf-8"><title>Wartung</title><p>Die Website wird gerade aktualisiert.</p>' };
    }
    return this.renderPage(url, this.template, { origin, apiUrl: this.apiUrl });
  }
}
