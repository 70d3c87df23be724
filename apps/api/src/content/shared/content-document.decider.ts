import { isDeepStrictEqual } from 'node:util';
import { type Decider, RuleViolation } from '@agency/event-store';
import {
  type PlannerStanding,
  type PublicationPlan,
  type PublicationPlanEventData,
  type PublicationPlans,
  evolvePlans,
  schedulePlan,
  cancelPlan,
  failPlan,
} from './publication-plan';

/**
 * A content document saved as a whole (the FAQ, the services, a legal text, the image map, settings).
 * Each save records the complete document, so any version can be shown and restored as it was.
 *
 * Drafts are events of the same stream: `DraftSaved` holds the next document without changing
 * the live one, `Published` makes a document live. Whatever changes the live document (a save, a restore,
 * a publish) ends the draft: it is the whole document, so nothing of the draft would be left to keep.
 */
export interface DocumentEventData<D> extends PublicationPlanEventData {
  Saved: { document: D };
  Reverted: { toVersion: number; document: D };
  DraftSaved: { document: D; toVersion?: number };
  DraftDiscarded: Record<string, never>;
  /** `planId` when a plan ('Veröffentlichen am …') published it. */
  Published: { document: D; planId?: string };
}
export type DocumentEventKind = keyof DocumentEventData<unknown>;
/** The kinds that change what the website shows (the live read model's events). */
export const LIVE_DOCUMENT_EVENT_KINDS = ['Saved', 'Reverted', 'Published'] as const satisfies DocumentEventKind[];
export const DRAFT_DOCUMENT_EVENT_KINDS = ['DraftSaved', 'DraftDiscarded'] as const satisfies DocumentEventKind[];
export const DOCUMENT_EVENT_KINDS: readonly DocumentEventKind[] = [
  ...LIVE_DOCUMENT_EVENT_KINDS,
  ...DRAFT_DOCUMENT_EVENT_KINDS,
  'PublicationScheduled',
  'PublicationScheduleCancelled',
  'PublicationScheduleFailed',
];
export type DocumentEvent<D = unknown> = { type: string; data: DocumentEventData<D>[DocumentEventKind] };

/** `document` is what the website shows; `draft` the next version staff prepare, if any. */
export type DocumentState<D> = { document: D | null; draft: D | null; plans: PublicationPlans };

export type SaveDocument<D> = { type: 'SaveDocument'; document: D };
/** `document` is the document as it was at `toVersion`, read from its history by the caller. */
export type RevertDocument<D> = { type: 'RevertDocument'; toVersion: number; document: D; asDraft?: boolean };
export type SaveDocumentDraft<D> = { type: 'SaveDocumentDraft'; document: D };
export type DiscardDocumentDraft = { type: 'DiscardDocumentDraft' };
/** Publishes `document` (the form as it is), else the saved draft. */
export type PublishDocument<D> = { type: 'PublishDocument'; document?: D };
export type ScheduleDocumentPublication = { type: 'SchedulePublication'; plan: PublicationPlan };
export type CancelDocumentPublication = { type: 'CancelPublication'; planId: string };
/**
 * A plan that came due: publishes the draft of that moment (the scheduler runs it) with the rights of who
 * planned it: `planner` is how their account stands now; a planner who may no longer act fails the plan.
 */
export type RunDocumentPlan = { type: 'RunPlan'; planId: string; planner: PlannerStanding };
/** Ends a waiting plan whose planner may no longer act (their account changed); nothing when it is not waiting. */
export type FailDocumentPlan = { type: 'FailPlan'; planId: string; planner: PlannerStanding };
export type DocumentCommand<D> =
  | SaveDocument<D>
  | RevertDocument<D>
  | SaveDocumentDraft<D>
  | DiscardDocumentDraft
  | PublishDocument<D>
  | ScheduleDocumentPublication
  | CancelDocumentPublication
  | RunDocumentPlan
  | FailDocumentPlan;

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
  const event = <K extends DocumentEventKind>(kind: K, data: DocumentEventData<D>[K]): DocumentEvent<D> => ({
    type: documentEventType(eventPrefix, kind),
    data,
  });
  /** Going live: the document, unless it is live already (then only a draft, if any, ends). */
  const goLive = (state: DocumentState<D>, document: D, live: DocumentEvent<D>): DocumentEvent<D>[] => {
    if (!isDeepStrictEqual(state.document, document)) return [live];
    return state.draft !== null ? [event('DraftDiscarded', {})] : [];
  };
  return {
    initialState: { document: null, draft: null, plans: {} },
    evolve(state, recorded) {
      const upcast = upcastDocumentEvent(recorded, upcasters);
      const kind = documentEventKind(eventPrefix, upcast.type);
      const plans = evolvePlans(state.plans, kind, upcast.data);
      switch (kind) {
        case 'Saved':
        case 'Reverted':
        case 'Published':
          return { document: (upcast.data as { document: D }).document, draft: null, plans };
        case 'DraftSaved':
          return { ...state, draft: (upcast.data as { document: D }).document, plans };
        case 'DraftDiscarded':
          return { ...state, draft: null, plans };
        case undefined:
          return state;
        default:
          return { ...state, plans };
      }
    },
    decide(command, state) {
      switch (command.type) {
        case 'SaveDocument':
          return goLive(state, command.document, event('Saved', { document: command.document }));
        case 'RevertDocument':
          if (command.asDraft) {
            if (isDeepStrictEqual(state.draft ?? state.document, command.document)) return [];
            return [event('DraftSaved', { document: command.document, toVersion: command.toVersion })];
          }
          return goLive(
            state,
            command.document,
            event('Reverted', { toVersion: command.toVersion, document: command.document }),
          );
        case 'SaveDocumentDraft':
          if (isDeepStrictEqual(state.document, command.document))
            return state.draft !== null ? [event('DraftDiscarded', {})] : [];
          if (isDeepStrictEqual(state.draft, command.document)) return [];
          return [event('DraftSaved', { document: command.document })];
        case 'DiscardDocumentDraft':
          if (state.draft === null) throw new RuleViolation('conflict', 'Es gibt keinen Entwurf');
          return [event('DraftDiscarded', {})];
        case 'PublishDocument': {
          const document = command.document ?? state.draft;
          if (document === null) throw new RuleViolation('conflict', 'Es gibt keinen Entwurf zum Veröffentlichen');
          return goLive(state, document, event('Published', { document }));
        }
        case 'SchedulePublication':
          if (command.plan.action !== 'publish')
            throw new RuleViolation('invalid', 'Dieser Inhalt kann nur zu einem Zeitpunkt veröffentlicht werden');
          if (state.draft === null) throw new RuleViolation('conflict', 'Es gibt keinen Entwurf zum Veröffentlichen');
          return [event('PublicationScheduled', schedulePlan(state.plans, command.plan))];
        case 'CancelPublication':
          return [event('PublicationScheduleCancelled', cancelPlan(state.plans, command.planId))];
        case 'FailPlan': {
          const failed = failPlan(state.plans, command.planId, command.planner);
          return failed ? [event('PublicationScheduleFailed', failed)] : [];
        }
        case 'RunPlan': {
          // A plan runs once: gone (run, cancelled) or failed means nothing to do, whoever asks again.
          const plan = state.plans[command.planId];
          if (!plan || plan.failed) return [];
          const failed = failPlan(state.plans, command.planId, command.planner);
          if (failed) return [event('PublicationScheduleFailed', failed)];
          if (state.draft === null)
            return [event('PublicationScheduleCancelled', { planId: command.planId, reason: 'nothing_to_do' })];
          if (isDeepStrictEqual(state.document, state.draft))
            return [event('PublicationScheduleCancelled', { planId: command.planId, reason: 'nothing_to_do' })];
          return [event('Published', { document: state.draft, planId: command.planId })];
        }
      }
    },
  };
}
