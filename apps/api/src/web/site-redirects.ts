import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type RedirectAnswer, type RedirectFields, RedirectTable, redirectsKind } from '@agency/contracts';
import { KindContents } from '../content/engine/content-providers';
import { ContentVersion } from './content-version';

/**
 * The published, active redirects ('Weiterleitungen') as a table in memory, looked up for every page request
 * before the page cache (PageRoutes). Loaded at start and again whenever the public content moves
 * (ContentVersion: at once for this process's edits, within a second for another replica's).
 */
@Injectable()
export class SiteRedirects implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Web');
  private table = new RedirectTable([]);
  private stopWatching?: () => void;
  private loading = Promise.resolve();

  constructor(
    private readonly contents: KindContents,
    private readonly version: ContentVersion,
  ) {}

  onApplicationBootstrap(): void {
    this.stopWatching = this.version.onChange(() => this.reload());
    void this.version.ready.then(() => this.reload());
  }

  onModuleDestroy(): void {
    this.stopWatching?.();
  }

  /** Resolves once the table holds what was published when this was called. */
  reload(): Promise<void> {
    this.loading = this.loading.then(() => this.load());
    return this.loading;
  }

  /** What a request's URL answers instead of its page, or undefined (RedirectTable.answer). */
  find(url: string): RedirectAnswer | undefined {
    return this.table.answer(url);
  }

  private async load(): Promise<void> {
    const collection = this.contents.collection(redirectsKind.name);
    if (!collection) return;
    try {
      this.table = new RedirectTable((await collection.listPublic()) as RedirectFields[]);
    } catch (error) {
      // The table stays as it was; the next content change loads it again.
      this.logger.warn(`Redirects not loaded: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
