import { isDeepStrictEqual } from 'node:util';
import type { Decider } from '@agency/event-store';

/**
 * A content document saved as a whole (the FAQ, the services, a legal text, the image map, settings).
 * Each save records the complete document, so any version can be shown and restored as it was.
 */
export interface DocumentEventData<D> {
  Saved: { document: D };
  Reverted: { toVersion: number; document: D };
}
export type DocumentEventKind = keyof DocumentEventData<unknown>;
export const DOCUMENT_EVENT_KINDS: readonly DocumentEventKind[] = ['Saved', 'Reverted'];
export type DocumentEvent<D = unknown> = { type: string; data: DocumentEventData<D>[DocumentEventKind] };

export type DocumentState<D> = { document: D | null };

export type SaveDocument<D> = { type: 'SaveDocument'; document: D };
/** `document` is the document as it was at `toVersion`, read from its history by the caller. */
export type RevertDocument<D> = { type: 'RevertDocument'; toVersion: number; document: D };
export type DocumentCommand<D> = SaveDocument<D> | RevertDocument<D>;

export const documentEventType = (prefix: string, kind: DocumentEventKind) => `${prefix}${kind}`;

export function documentEventKind(prefix: string, type: string): DocumentEventKind | undefined {
  if (!type.startsWith(prefix)) return undefined;
  const kind = type.slice(prefix.length) as DocumentEventKind;
  return DOCUMENT_EVENT_KINDS.includes(kind) ? kind : undefined;
}

/**
 * How to read events that a document's earlier code wrote, by their type, as today's events. The log keeps
 * what was written; every reader (state, history, projection) sees the current shape.
 */
export type DocumentUpcasters = Readonly<Record<string, (data: never) => DocumentEvent>>;

/** The event as today's code knows it: upcast when it is of an earlier type, else as it is. */
export function upcastDocumentEvent<E extends { type: string; data: unknown }>(
  event: E,
  upcasters: DocumentUpcasters = {},
): E {
  const upcast = upcasters[event.type] as ((data: unknown) => DocumentEvent) | undefined;
  return upcast ? { ...event, ...upcast(event.data) } : event;
}

export function documentDecider<D>(
  eventPrefix: string,
  upcasters?: DocumentUpcasters,
): Decider<DocumentState<D>, DocumentCommand<D>, DocumentEvent<D>> {
  return {
    initialState: { document: null },
    evolve(state, recorded) {
      const event = upcastDocumentEvent(recorded, upcasters);
      return documentEventKind(eventPrefix, event.type) ? { document: event.data.document } : state;
    },
    decide(command, state) {
      if (isDeepStrictEqual(state.document, command.document)) return [];
      if (command.type === 'SaveDocument') {
        return [{ type: documentEventType(eventPrefix, 'Saved'), data: { document: command.document } }];
      }
      return [
        {
          type: documentEventType(eventPrefix, 'Reverted'),
          data: { toVersion: command.toVersion, document: command.document },
        },
      ];
    },
  };
}
