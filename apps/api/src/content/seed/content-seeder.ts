import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ConcurrencyError, EventStore } from '@agency/event-store';
import { ContentRegistry } from '../content.registry';
import type { ContentCollection } from '../engine/content-collection';
import type { ContentDocuments } from '../engine/content-documents';
import { parseContent } from '../engine/content-input';
import { contentToken } from '../engine/content-providers';
import { BuiltInContent, SEED_STREAM } from './seed-content';

export interface SeedReport {
  seeded: string[];
  skipped: string[];
}

/**
 * Writes the built-in content (seed/data, marked as sample) on the very first start, and on demand
 * (`npm run seed`) into every content type that is still empty. Seeded content is ordinary events, so it
 * has a history and can be edited, deleted and restored like anything staff wrote.
 */
@Injectable()
export class ContentSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('ContentSeeder');
  /** What the first-start seeding wrote in this process, if it ran. */
  firstStartReport?: SeedReport;

  constructor(
    private readonly store: EventStore,
    private readonly moduleRef: ModuleRef,
    private readonly content: ContentRegistry,
    private readonly builtIn: BuiltInContent,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if ((await this.store.streamVersion(SEED_STREAM)) > 0) return;
    try {
      await this.store.appendToStream(
        SEED_STREAM,
        [{ type: 'BuiltInContentSeeded', data: { at: new Date().toISOString() } }],
        { expectedVersion: 0 },
      );
    } catch (error) {
      if (error instanceof ConcurrencyError) return; // another instance is seeding
      throw error;
    }
    const report = await this.seedEmpty();
    this.firstStartReport = report;
    this.logger.log(`Built-in content written: ${report.seeded.join(', ') || 'nothing (all present)'}`);
  }

  /** Seeds every collection without any item (trash included) and every document not yet saved. */
  async seedEmpty(onProgress: (line: string) => void = () => undefined): Promise<SeedReport> {
    const report: SeedReport = { seeded: [], skipped: [] };
    for (const definition of this.content.collections) {
      const collection = this.moduleRef.get<ContentCollection>(contentToken(definition.name), { strict: false });
      const items = this.builtIn.collections[definition.name] ?? [];
      if ((await collection.count()) > 0 || items.length === 0) {
        report.skipped.push(definition.name);
        continue;
      }
      for (const { id, ...item } of items) await collection.create(item, null, id);
      report.seeded.push(definition.name);
      onProgress(`${definition.name}: ${items.length}`);
    }
    for (const kind of this.content.documents) {
      if (!(kind.name in this.builtIn.documents)) continue;
      const documentsOfKind = this.moduleRef.get<ContentDocuments>(contentToken(kind.name), { strict: false });
      const values: [unknown, string?][] =
        kind.cardinality === 'keyed'
          ? Object.entries(this.builtIn.documents[kind.name] as Record<string, unknown>).map(([key, value]) => [
              value,
              key,
            ])
          : [[this.builtIn.documents[kind.name]]];
      for (const [value, key] of values) {
        const label = key ? `${kind.name}-${key}` : kind.name;
        if (await documentsOfKind.get(key)) {
          report.skipped.push(label);
          continue;
        }
        await documentsOfKind.save(parseContent(kind.schema, value), null, { key, expectedVersion: 0 });
        report.seeded.push(label);
        onProgress(label);
      }
    }
    return report;
  }
}
