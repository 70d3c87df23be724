import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type RedirectAnswer, type RedirectFields, RedirectTable, redirectsKind } from '@agency/contracts';
import { KindContents } from '../content/engine/content-providers';
import { ContentVersion } from './content-version';

/**
 * The published, active redirects ('Weiterleitungen') as a table in memory, looked up for every page request
 * before the page cache (PageRoutes). Loaded at start and again whenever the redirects' own public read moves
 * (ContentVersion: at once for this process's edits, within a second for another replica's); other content
 * edits load nothing.
 */
@Injectable()
export class SiteRedirects implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Web');
  private table = new RedirectTable([]);
  private stopWatching?: () => void;
  private loading = Promise.resolve();
  /** The version of the redirects' public read that the table holds (or is being loaded for). */
  private loadedVersion?: string;

  constructor(
    private readonly contents: KindContents,
    private readonly version: ContentVersion,
  ) {}

  onApplicationBootstrap(): void {
    this.stopWatching = this.version.onChange(() => this.reloadIfMoved());
    void this.version.ready.then(() => this.reloadIfMoved());
  }

  onModuleDestroy(): void {
    this.stopWatching?.();
  }

  private reloadIfMoved(): void {
    const version = this.version.of([`/${redirectsKind.publicPath}`]);
    if (version === this.loadedVersion) return;
    this.loadedVersion = version;
    this.loading = this.loading.then(() => this.load());
  }

  /** What a request's URL answers instead of its page, or undefined (RedirectTable.answer). */
  find(url: string): RedirectAnswer | undefined {
    return this.table.answer(url);
  }

  /** Whether a published, active redirect takes `path` (a path as the 404 list keeps it). */
  covers(path: string): boolean {
    return this.table.find(path) !== undefined;
  }

  /** The active redirect of `match` and `from` (redirectKey) that the table holds, if any. */
  byKey(match: RedirectFields['match'], from: string): RedirectFields | undefined {
    return this.table.byKey(match, from);
  }

  private async load(): Promise<void> {
    const collection = this.contents.collection(redirectsKind.name);
    if (!collection) return;
    try {
      this.table = new RedirectTable((await collection.listPublic()) as RedirectFields[]);
    } catch (error) {
      // The table stays as it was; the next content change tries again.
      this.loadedVersion = undefined;
      this.logger.warn(`Redirects not loaded: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
