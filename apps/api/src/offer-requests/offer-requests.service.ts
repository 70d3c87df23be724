import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { ObjectLiteral, Repository } from 'typeorm';
import {
  berlinWallInstant,
  OFFER_REQUEST_PAGE_DEFAULT,
  type OfferRequest,
  type OfferRequestFields,
  type OfferRequestList,
  type OfferRequestListFilter,
  type SuspectedSpam,
} from '@agency/contracts';
import { ConcurrencyError, type EventMetadata, EventStore, handleCommand } from '@agency/event-store';
import { actorMetadata, type StaffPrincipal } from '../auth/staff-principal';
import { offerRequestDecider, type OfferRequestCommand } from './offer-request.decider';
import { OfferRequestRecord, SuspectedSpamRecord } from './offer-request.entity';
import {
  type ConfirmationWithheld,
  offerRequestStreamId,
  redactOfferRequestEvent,
  suspectedSpamStreamId,
} from './offer-request.events';

export function toOfferRequest(record: OfferRequestRecord): OfferRequest {
  return {
    id: record.id,
    rowid: record.rowid,
    name: record.name,
    company: record.company,
    email: record.email,
    phone: record.phone,
    address: record.address,
    zip: record.zip,
    town: record.town,
    country: record.country,
    message: record.message,
    service: record.service,
    budget: record.budget,
    project_type: record.projectType,
    timeline: record.timeline,
    source: record.source,
    created_at: record.createdAt.toISOString(),
    read: record.read,
    mysql_status: record.mysqlStatus,
  };
}

function toSuspectedSpam(record: SuspectedSpamRecord): SuspectedSpam {
  const data = record.data as Partial<OfferRequestFields>;
  return {
    id: record.id,
    name: data.name ?? '',
    company: data.company ?? '',
    email: data.email ?? '',
    phone: data.phone ?? '',
    address: data.address ?? '',
    zip: data.zip ?? '',
    town: data.town ?? '',
    country: data.country ?? '',
    message: data.message ?? '',
    service: data.service ?? '',
    budget: data.budget ?? '',
    project_type: data.project_type ?? null,
    timeline: data.timeline ?? null,
    source: data.source ?? 'offer_dialog',
    created_at: record.createdAt.toISOString(),
    reasons: record.reasons,
  };
}

/** Offer requests: received from visitors, read, synced to accounting and erased by staff. */
@Injectable()
export class OfferRequestsService {
  private readonly receivedListeners: (() => void)[] = [];

  constructor(
    private readonly store: EventStore,
    @InjectRepository(OfferRequestRecord) private readonly requests: Repository<OfferRequestRecord>,
    @InjectRepository(SuspectedSpamRecord) private readonly spam: Repository<SuspectedSpamRecord>,
  ) {}

  /** Called after a request is stored in this process (the outbox wakes up instead of waiting for its poll). */
  onReceived(listener: () => void): void {
    this.receivedListeners.push(listener);
  }

  async receive(
    request: OfferRequestFields,
    options: {
      confirmationWithheld?: ConfirmationWithheld | null;
      correlationId?: string;
      analyticsSessionId?: string | null;
    } = {},
  ): Promise<string> {
    const requestId = randomUUID();
    const { confirmationWithheld, correlationId, analyticsSessionId } = options;
    await this.run(
      requestId,
      { type: 'ReceiveOfferRequest', requestId, request, confirmationWithheld, analyticsSessionId },
      { actor: null, correlationId },
    );
    for (const listener of this.receivedListeners) listener();
    return requestId;
  }

  async holdAsSpam(request: OfferRequestFields, reasons: string[]): Promise<string> {
    const spamId = randomUUID();
    await this.store.appendToStream(
      suspectedSpamStreamId(spamId),
      [{ type: 'OfferRequestSuspectedSpam', data: { spamId, reasons, ...request } }],
      {
        expectedVersion: 0,
        metadata: { actor: null },
      },
    );
    return spamId;
  }

  async list(): Promise<OfferRequest[]> {
    return (await this.requests.find({ order: { createdAt: 'DESC', rowid: 'DESC' } })).map(toOfferRequest);
  }

  /**
   * One page of the inbox, newest first: the query's text found in name, e-mail, company or message (case
   * ignored, taken literally), read state, service, and the Berlin calendar days from and to (both included).
   */
  async page(filter: OfferRequestListFilter): Promise<OfferRequestList> {
    const query = this.requests.createQueryBuilder('r');
    if (filter.q) {
      const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.andWhere('(r.name ILIKE :q OR r.email ILIKE :q OR r.company ILIKE :q OR r.message ILIKE :q)', {
        q: pattern,
      });
    }
    if (filter.unread !== undefined) query.andWhere('r.read = :read', { read: !filter.unread });
    if (filter.service) query.andWhere('r.service = :service', { service: filter.service });
    if (filter.from)
      query.andWhere('r.createdAt >= :from', { from: new Date(berlinWallInstant(filter.from, '00:00') ?? 0) });
    if (filter.to) {
      const next = new Date(`${filter.to}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      const until = berlinWallInstant(next.toISOString().slice(0, 10), '00:00') ?? 0;
      query.andWhere('r.createdAt < :until', { until: new Date(until) });
    }
    const [records, total] = await query
      .orderBy('r.createdAt', 'DESC')
      .addOrderBy('r.rowid', 'DESC')
      .take(filter.limit ?? OFFER_REQUEST_PAGE_DEFAULT)
      .skip(filter.offset ?? 0)
      .getManyAndCount();
    const [all, unread, services] = await Promise.all([
      this.requests.count(),
      this.unreadCount(),
      this.requests
        .createQueryBuilder('r')
        .select('DISTINCT r.service', 'service')
        .where("r.service <> ''")
        .orderBy('service')
        .limit(100)
        .getRawMany<{ service: string }>(),
    ]);
    return {
      requests: records.map(toOfferRequest),
      total,
      counts: { all, unread },
      services: services.map((row) => row.service),
    };
  }

  async find(id: string): Promise<OfferRequest | undefined> {
    const record = await this.requests.findOneBy({ id });
    return record ? toOfferRequest(record) : undefined;
  }

  async get(id: string): Promise<OfferRequest> {
    const found = await this.find(id);
    if (!found) throw new NotFoundException('Anfrage nicht gefunden');
    return found;
  }

  async unreadCount(): Promise<number> {
    return this.requests.countBy({ read: false });
  }

  async markRead(id: string, actor: StaffPrincipal): Promise<void> {
    await this.run(id, { type: 'MarkOfferRequestRead' }, actorMetadata(actor));
  }

  async markUnread(id: string, actor: StaffPrincipal): Promise<void> {
    await this.run(id, { type: 'MarkOfferRequestUnread' }, actorMetadata(actor));
  }

  async recordSync(
    id: string,
    result: { success: true; customerId: number; created: boolean } | { success: false; error: string },
    actor: StaffPrincipal | null,
  ): Promise<void> {
    await this.run(id, { type: 'RecordAccountingSync', ...result }, actorMetadata(actor));
  }

  /**
   * Erases the request: OfferRequestDeleted removes the read-model row, then the stream's personal data
   * is redacted in the log. Repeating it (e.g. after a failed redaction) redacts again.
   */
  async delete(id: string, actor: StaffPrincipal): Promise<void> {
    await this.erase(id, actorMetadata(actor), actor.username);
  }

  /** The erasure itself, for staff (delete) and the retention job (`redactedBy` 'retention'). */
  async erase(id: string, metadata: EventMetadata, redactedBy: string): Promise<void> {
    await this.run(id, { type: 'DeleteOfferRequest' }, metadata);
    await this.store.redactStream(
      offerRequestStreamId(id),
      (event) => redactOfferRequestEvent(event.type, event.data),
      {
        redacted_by: redactedBy,
      },
    );
  }

  async listSpam(): Promise<SuspectedSpam[]> {
    return (await this.spam.find({ order: { createdAt: 'DESC' } })).map(toSuspectedSpam);
  }

  async deleteSpam(id: string, actor: StaffPrincipal): Promise<void> {
    await this.eraseSpam(id, actorMetadata(actor), actor.username);
  }

  async eraseSpam(id: string, metadata: EventMetadata, redactedBy: string): Promise<void> {
    const streamId = suspectedSpamStreamId(id);
    const version = await this.store.streamVersion(streamId);
    if (version === 0) throw new NotFoundException('Eintrag nicht gefunden');
    if (await this.spam.existsBy({ id })) {
      await this.store.appendToStream(streamId, [{ type: 'SuspectedSpamDeleted', data: {} }], {
        expectedVersion: version,
        metadata,
      });
    }
    await this.store.redactStream(streamId, (event) => redactOfferRequestEvent(event.type, event.data), {
      redacted_by: redactedBy,
    });
  }

  /** Ids of requests and held-back submissions received before `before` (the retention job's work). */
  async receivedBefore(before: Date): Promise<{ requests: string[]; spam: string[] }> {
    const ids = async <T extends ObjectLiteral>(repository: Repository<T>) =>
      (
        await repository
          .createQueryBuilder('r')
          .select('r.id', 'id')
          .where('r.created_at < :before', { before })
          .orderBy('r.created_at')
          .getRawMany<{ id: string }>()
      ).map((row) => row.id);
    return { requests: await ids(this.requests), spam: await ids(this.spam) };
  }

  private async run(id: string, command: OfferRequestCommand, metadata: EventMetadata): Promise<void> {
    // A sync result and a staff click may meet on the same version; the loser decides again on fresh state.
    for (let attempt = 0; ; attempt++) {
      try {
        await handleCommand(this.store, offerRequestStreamId(id), offerRequestDecider, command, { metadata });
        return;
      } catch (error) {
        if (error instanceof ConcurrencyError && attempt < 3) continue;
        throw error;
      }
    }
  }
}
