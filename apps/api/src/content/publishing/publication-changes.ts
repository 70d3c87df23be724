import { diffWordsWithSpace } from 'diff';
import type { PublicationChange } from '@agency/contracts';
import { diffFields } from '../engine/content-diff';

/** Texts longer than this are compared as a whole (old → new) rather than word by word. */
const MAX_WORD_DIFF_CHARS = 20_000;

/** The mark of built-in sample content: bookkeeping, nothing the website shows. */
const isSampleMark = (field: string) => field === 'sample' || field.endsWith('.sample');

/**
 * 'Änderungen': what publishing the draft changes against the live version, field by field
 * (as the history names them), each text also word by word.
 */
export function publicationChanges(live: unknown, draft: unknown): PublicationChange[] {
  const changes = diffFields(live ?? null, draft ?? null).filter(({ field }) => !isSampleMark(field));
  return changes.map(({ field, before, after }) => {
    const texts = typeof before === 'string' && typeof after === 'string';
    if (!texts || before.length + after.length > MAX_WORD_DIFF_CHARS) return { field, before, after };
    const words = diffWordsWithSpace(before, after).map((part): NonNullable<PublicationChange['words']>[number] =>
      part.added
        ? { text: part.value, added: true }
        : part.removed
          ? { text: part.value, removed: true }
          : { text: part.value },
    );
    return { field, before, after, words };
  });
}
