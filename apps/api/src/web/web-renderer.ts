import { Inject, Injectable, Logger } from '@nestjs/common';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pageContentSecurityPolicy } from '@agency/contracts';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

type RenderPage = (url: string, template: string, options?: { origin?: string; apiUrl?: string }) => Promise<{ status: number; html: string }>;

/** What the api uses of the web build's server entry (apps/web/src/entry-server.tsx). */
interface ServerEntry {
  renderPage: RenderPage;
  pageSecurityPolicy(template: string, thirdPartyAnalytics?: boolean): string;
  robotsTxt(origin: string): string;
  sitemapXml(origin: string, lastmod: string): string;
}

/** Server-side rendering of the web app's public pages from its build (dist/web by default). */
@Injectable()
export class WebRenderer {
  private readonly logger = new Logger('Web');
  private readonly template?: string;
  private readonly entry?: ServerEntry;
  readonly clientDir: string;
  /**
   * The pages' Content-Security-Policy (hashes of this build's inline loader and styles), without and with
   * the third-party analytics host (allowed only while staff have it configured; see PagePolicy).
   */
  readonly securityPolicies: { plain: string; withThirdPartyAnalytics: string };
  private readonly builtOn: string = new Date().toISOString().slice(0, 10);
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
      this.entry = require(serverEntry) as ServerEntry;
      this.builtOn = statSync(templateFile).mtime.toISOString().slice(0, 10);
    } else {
      this.logger.warn(`No web build in ${root}; run "npx nx run web:build". Pages answer 503 until then.`);
    }
    // Without a build only the maintenance page is served: no script, no style at all.
    const policy = (thirdPartyAnalytics: boolean) =>
      this.entry && this.template
        ? this.entry.pageSecurityPolicy(this.template, thirdPartyAnalytics)
        : pageContentSecurityPolicy({ scriptHashes: [], styleHashes: [], thirdPartyAnalytics: false });
    this.securityPolicies = { plain: policy(false), withThirdPartyAnalytics: policy(true) };
  }

  get available(): boolean {
    return Boolean(this.entry);
  }

  robotsTxt(origin: string): string {
    return this.entry?.robotsTxt(origin) ?? 'User-agent: *\nDisallow: /admin\nDisallow: /api\n';
  }

  sitemapXml(origin: string): string {
    return this.entry?.sitemapXml(origin, this.builtOn) ?? '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n';
  }

  async page(url: string, origin: string): Promise<{ status: number; html: string }> {
    if (!this.entry || !this.template) {
      return { status: 503, html: '<!doctype html><meta charset="utf-8"><title>Wartung</title><p>Die Website wird gerade aktualisiert.</p>' };
    }
    return this.entry.renderPage(url, this.template, { origin, apiUrl: this.apiUrl });
  }
}
