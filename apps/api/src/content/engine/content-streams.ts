import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { HistoryEntry } from '@agency/contracts';
import { type EventMetadata, type EventStore, handleCommand, type RecordedEvent } from '@agency/event-store';
import { actorMetadata, type StaffPrincipal } from '../../auth/staff-principal';
import {
  type ContentCommand,
  contentDecider,
  type ContentDeciderOptions,
  type ContentEvent,
  contentEventKind,
  type ContentState,
  HISTORY_KINDS,
  upcastEvent,
} from './content.decider';
import { buildHistory, stateAtVersion } from './content-history';
import type { PlannerStanding, PlanRun, PublicationPlan } from './publication-plan';

/**
 * What a restore of a version brings back: the version as recorded ('version': a draft's version comes back as
 * the draft, any other goes live), or what the website showed at that version ('live').
 */
export type RestoredSide = 'version' | 'live';

export interface RunOptions {
  expectedVersion?: number;
  /** Runs inside the append's transaction (a plan's check of its planner). */
  alsoInTransaction?: (manager: EntityManager) => Promise<void>;
}

/** A version to restore, read from the stream: the content then and whether it comes back as the draft. */
export interface Restorable<V> {
  value: V;
  asDraft: boolean;
  /** What the website shows now. */
  live: V | null;
}

/**
 * The streams of one content kind, item or document alike, and what the two services share: commands decided
 * and appended, each version's history, the version a restore brings back, and the plans ('Veröffentlichen am
 * …') scheduled, run, failed or cancelled. `ref` names the content: an item's id, a keyed document's key,
 * nothing (null) for a kind of one document. The services of collections and documents add their read models.
 */
export abstract class ContentStreams<V> {
  readonly decider;

  constructor(
    protected readonly store: EventStore,
    private readonly options: ContentDeciderOptions,
  ) {
    this.decider = contentDecider<V>(options);
  }

  /** The stream of the content `ref` names. */
  abstract streamId(ref?: string | null): string;

  /**
   * The decider, asking `check` about whatever a command makes live (the version before and after); `check`
   * refuses by throwing. Decided against the very version the events are appended to.
   */
  protected checkingLive(check: (before: V | null, after: V) => void): ContentStreams<V>['decider'] {
    const { decider } = this;
    return {
      ...decider,
      decide(command, state) {
        const events = decider.decide(command, state);
        const live = (it: ContentState<V>) => (it.status === 'present' ? it.live : null);
        const [before, after] = [live(state), live(events.reduce(decider.evolve, state))];
        if (after !== null && after !== before) check(before, after);
        return events;
      },
    };
  }

  /** Decides and appends a command; the events it appended. */
  protected async append(
    streamId: string,
    command: ContentCommand<V>,
    metadata: EventMetadata,
    { expectedVersion, alsoInTransaction }: RunOptions = {},
    decider = this.decider,
  ): Promise<readonly ContentEvent<V>[]> {
    const { events } = await handleCommand(this.store, streamId, decider, command, {
      metadata,
      expectedVersion,
      alsoInTransaction,
    });
    return events;
  }

  private readonly evolve = (state: ContentState<V>, event: RecordedEvent): ContentState<V> =>
    this.decider.evolve(state, event as unknown as ContentEvent<V>);

  /** The stream's events as today's code reads them (a document's earlier types upcast). */
  private async events(streamId: string): Promise<RecordedEvent[]> {
    const events = await this.store.readStream(streamId);
    return events.map((event) => upcastEvent(event, this.options.upcasters));
  }

  private kindOf(event: RecordedEvent) {
    return contentEventKind(this.options.eventPrefix, event.type);
  }

  /**
   * Each version, oldest first. `view` is how staff see a version: a draft's event shows the draft against what
   * was there before (the earlier draft, else the live version), any other event the live version.
   */
  protected async versions(ref: string | null, view: (value: V | null) => unknown): Promise<HistoryEntry[]> {
    const events = await this.events(this.streamId(ref));
    const fallback = this.options.shape === 'document' ? 'Saved' : 'Changed';
    return buildHistory<ContentState<V>>(
      events,
      this.decider.initialState,
      this.evolve,
      (state, event) => {
        const kind = this.kindOf(event);
        return view(kind === 'DraftSaved' || kind === 'DraftDiscarded' ? (state.draft ?? state.live) : state.live);
      },
      (event) => HISTORY_KINDS[this.kindOf(event) ?? fallback],
    );
  }

  /**
   * The content at `version` as a restore brings it back: a draft's version (or, of an item, one from before it
   * was first published) as the draft, unless `side: 'live'` asks for what the website showed then.
   */
  protected async restorable(ref: string | null, version: number, side: RestoredSide): Promise<Restorable<V>> {
    const events = await this.events(this.streamId(ref));
    if (events.length === 0) throw new NotFoundException(`${this.options.label} nicht gefunden`);
    const then = stateAtVersion(events, version, this.decider.initialState, this.evolve);
    const atVersion = events.find((event) => event.streamVersion === version);
    const asDraft =
      then !== undefined &&
      ((this.options.shape === 'item' && then.live === null) ||
        (side !== 'live' && atVersion !== undefined && this.kindOf(atVersion) === 'DraftSaved'));
    const value = then === undefined || then.status === 'absent' ? null : asDraft ? then.draft : then.live;
    if (value === null) {
      throw new BadRequestException({
        message: `Version ${version} gibt es nicht`,
        details: [{ field: 'version', message: 'Unbekannte Version' }],
      });
    }
    return { value, asDraft, live: events.reduce(this.evolve, this.decider.initialState).live };
  }

  /** 'Veröffentlichen am …' (or, of an item, 'Offline nehmen am …'). */
  async schedule(ref: string | null, plan: PublicationPlan, actor: StaffPrincipal | null): Promise<void> {
    await this.append(this.streamId(ref), { type: 'SchedulePublication', plan }, actorMetadata(actor));
  }

  async cancelPlan(ref: string | null, planId: string, actor: StaffPrincipal | null): Promise<void> {
    await this.append(this.streamId(ref), { type: 'CancelPublication', planId }, actorMetadata(actor));
  }

  /**
   * Runs a plan that came due (PublicationScheduler), recorded for who planned it, with their rights: a planner
   * who may no longer act fails it. Nothing happens when it ran already, failed or was cancelled: the stream
   * knows its open plans. True when it appended something.
   */
  async runPlan(ref: string | null, planId: string, run: PlanRun): Promise<boolean> {
    const events = await this.append(
      this.streamId(ref),
      { type: 'RunPlan', planId, planner: run.planner },
      { ...actorMetadata(run.plannedBy), via: 'plan', planId },
      { alsoInTransaction: run.confirm },
    );
    return events.length > 0;
  }

  /** Ends a waiting plan whose planner may no longer act (`planner`); true when it ended here. */
  async failPlan(
    ref: string | null,
    planId: string,
    planner: PlannerStanding,
    actor: StaffPrincipal | null,
  ): Promise<boolean> {
    const events = await this.append(this.streamId(ref), { type: 'FailPlan', planId, planner }, actorMetadata(actor));
    return events.length > 0;
  }
}
