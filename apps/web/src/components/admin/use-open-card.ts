import { useState } from 'react';
import { firstInvalidIndex } from './use-server-form';

/**
 * Which card of a list editor is open, one at a time (CollapsibleCard): `cardOf(id)` gives a card its `open`
 * and `onToggle`, `show(id)` opens one (a new entry), and `showFirstInvalid` opens the first entry the list's
 * messages name, so its fields show them.
 */
export function useOpenCard() {
  const [open, setOpen] = useState<string | null>(null);
  return {
    show: setOpen,
    cardOf: (id: string) => ({ open: open === id, onToggle: () => setOpen(open === id ? null : id) }),
    /** `listErrors`: the form's messages on the list (`errors.categories`); `ids`: its entries' ids in order. */
    showFirstInvalid: (listErrors: unknown, ids: readonly string[]) => {
      const invalid = firstInvalidIndex(listErrors);
      if (invalid >= 0 && ids[invalid] !== undefined) setOpen(ids[invalid]);
    },
  };
}
