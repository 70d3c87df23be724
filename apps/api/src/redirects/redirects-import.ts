import { BadRequestException, ConflictException, Injectable, Logger } from '@nestjs/common';
import {
  type AdminItem,
  redirectKey,
  type RedirectFields,
  redirectProblem,
  redirectSchema,
  redirectsKind,
} from '@agency/contracts';
import type { StaffPrincipal } from '../auth/staff-principal';
import type { ContentCollection } from '../content/engine/content-collection';
import { KindContents } from '../content/engine/content-providers';
import { type CsvProblem, parseRedirectsCsv, redirectsCsv } from './redirects-csv';

const fieldsOf = (item: AdminItem): RedirectFields => redirectSchema.parse(item);

const refused = (problems: CsvProblem[]) =>
  new BadRequestException({
    message: `Import abgelehnt (${problems.length === 1 ? '1 Fehler' : `${problems.length} Fehler`}); es wurde nichts geändert`,
    details: problems.map((problem) => ({
      field: problem.line > 0 ? `Zeile ${problem.line}` : 'Datei',
      message: problem.message,
    })),
  });

/**
 * CSV export and import of the redirects. The import adds the file's redirects and replaces those of the
 * same old address (and 'Gilt für'); the others stay. Every row is checked first, then the whole result
 * against the redirects' rule (circle, chain, two for one address, the maximum): any problem refuses the
 * file and changes nothing. The rows then go live one by one, changes first (switched-off ones before the
 * rest), then the new ones, so no step on the way makes a chain the result does not have; should a step fail
 * all the same (an edit by someone else at that moment), the steps done are undone and the import is refused.
 */
@Injectable()
export class RedirectsImport {
  private readonly logger = new Logger('Redirects');

  constructor(private readonly contents: KindContents) {}

  private get collection(): ContentCollection {
    const collection = this.contents.collection(redirectsKind.name);
    if (!collection) throw new Error('The redirects collection is not registered');
    return collection;
  }

  /** Every redirect staff see in the tab (a draft as the draft), as CSV. */
  async export(): Promise<string> {
    return redirectsCsv((await this.collection.listAdmin()).map(fieldsOf));
  }

  async import(text: string, actor: StaffPrincipal): Promise<{ created: number; updated: number }> {
    const parsed = parseRedirectsCsv(text);
    if ('problems' in parsed) throw refused(parsed.problems);
    const seen = new Map<string, number>();
    const problems: CsvProblem[] = [];
    for (const { line, redirect } of parsed.redirects) {
      const earlier = seen.get(redirectKey(redirect));
      if (earlier !== undefined)
        problems.push({ line, message: `Zeile ${line}: ${redirect.from} steht schon in Zeile ${earlier}` });
      else seen.set(redirectKey(redirect), line);
    }
    if (problems.length > 0) throw refused(problems);

    const existing = await this.collection.listAdmin();
    const byKey = new Map(existing.map((item) => [redirectKey(fieldsOf(item)), item]));
    const replaced = new Set(
      parsed.redirects.map(({ redirect }) => byKey.get(redirectKey(redirect))?.id).filter(Boolean),
    );
    const kept = existing.filter((item) => item.publication.published && !replaced.has(item.id)).map(fieldsOf);
    const problem = redirectProblem([...kept, ...parsed.redirects.map(({ redirect }) => redirect)]);
    if (problem) throw refused([{ line: 0, message: problem }]);

    const changes = parsed.redirects
      .filter(({ redirect }) => byKey.has(redirectKey(redirect)))
      .sort((a, b) => Number(a.redirect.enabled) - Number(b.redirect.enabled));
    const additions = parsed.redirects.filter(({ redirect }) => !byKey.has(redirectKey(redirect)));
    const undo: (() => Promise<unknown>)[] = [];
    try {
      for (const { redirect } of changes) {
        const item = byKey.get(redirectKey(redirect)) as AdminItem;
        const after = await this.collection.update(item.id, redirect, actor, item.version);
        const before = fieldsOf(item);
        undo.push(() => this.collection.update(item.id, before, actor, after.version));
      }
      for (const { redirect } of additions) {
        const created = await this.collection.create(redirect, actor);
        undo.push(() => this.collection.delete(created.id, actor, created.version));
      }
    } catch (error) {
      for (const step of undo.reverse()) {
        await step().catch((undoError: unknown) =>
          this.logger.error(`Import of redirects not undone: ${String(undoError)}`),
        );
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new ConflictException(`Import abgebrochen, es wurde nichts geändert: ${reason}`);
    }
    return { created: additions.length, updated: changes.length };
  }
}
