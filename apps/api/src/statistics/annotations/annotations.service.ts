import { randomUUID } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, type Repository } from 'typeorm';
import { type DayRange, periodRange } from '@agency/analytics';
import {
  ANNOTATION_MESSAGES,
  ANNOTATIONS_PER_VIEW,
  type CreateAnnotationRequest,
  type StatisticsAnnotation,
  type StatisticsAnnotations,
  type StatisticsQuery,
} from '@agency/contracts';
import { EventStore, handleCommand } from '@agency/event-store';
import { ActivityService } from '../../activity/activity.service';
import { actorMetadata, type StaffPrincipal } from '../../auth/staff-principal';
import { annotationDecider, type AnnotationCommand } from './annotation.decider';
import { AnnotationRecord } from './annotation.entity';
import { ANNOTATION_STREAMS } from './annotation.events';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MANUAL_PREFIX = 'manual-';
const DAY_MS = 86_400_000;

/** An annotation staff wrote, as the answers show it. */
const staffAnnotation = (record: AnnotationRecord): StatisticsAnnotation => ({
  id: `${MANUAL_PREFIX}${record.id}`,
  date: record.date,
  at: record.createdAt.toISOString(),
  text: record.text,
  source: 'staff',
  author: record.createdBy,
});

/**
 * The days a view's trend covers: the period asked for; without parameters the default view's trend, its
 * last six months.
 */
export function trendRange(query: StatisticsQuery, now: Date): DayRange {
  return periodRange(Object.keys(query).length > 0 ? query : { period: '6m' }, now);
}

/**
 * The annotations of a period: the site's history read from the event log through the activity log's wording
 * ('FAQ veröffentlicht', '… (geplant)' for a plan carried out, a restore from a backup), and what staff wrote.
 * One view holds at most ANNOTATIONS_PER_VIEW of them, the newest.
 */
@Injectable()
export class AnnotationsService {
  constructor(
    private readonly store: EventStore,
    private readonly activity: ActivityService,
    @InjectRepository(AnnotationRecord) private readonly annotations: Repository<AnnotationRecord>,
  ) {}

  async of(range: DayRange): Promise<StatisticsAnnotations> {
    const from = new Date(`${range.from}T00:00:00.000Z`);
    const to = new Date(Date.parse(`${range.to}T00:00:00.000Z`) + DAY_MS);
    const [published, restored, written] = await Promise.all([
      // What staff (or their plans) put live; the content the first start brings is no event on the chart.
      this.activity.between(['publish'], from, to, ANNOTATIONS_PER_VIEW, { byStaffOnly: true }),
      this.activity.between(['restore'], from, to, ANNOTATIONS_PER_VIEW),
      this.annotations.find({
        where: { date: Between(range.from, range.to) },
        order: { date: 'DESC', createdAt: 'DESC' },
        take: ANNOTATIONS_PER_VIEW + 1,
      }),
    ]);
    const all: StatisticsAnnotation[] = [
      ...[...published.entries, ...restored.entries].map((entry) => ({
        id: `event-${entry.id}`,
        date: entry.at.slice(0, 10),
        at: entry.at,
        text: entry.summary,
        source: 'history' as const,
        author: entry.actor?.username ?? null,
      })),
      ...written.map(staffAnnotation),
    ].sort((a, b) => a.date.localeCompare(b.date) || a.at.localeCompare(b.at));
    const truncated =
      published.more || restored.more || written.length > ANNOTATIONS_PER_VIEW || all.length > ANNOTATIONS_PER_VIEW;
    return { annotations: all.slice(-ANNOTATIONS_PER_VIEW), truncated };
  }

  async add(request: CreateAnnotationRequest, actor: StaffPrincipal): Promise<StatisticsAnnotation> {
    const id = randomUUID();
    await this.run(id, { type: 'AddAnnotation', annotation: { date: request.date, text: request.text.trim() } }, actor);
    return staffAnnotation(await this.annotations.findOneByOrFail({ id }));
  }

  /** Removes one staff wrote; the site's history is not removable. */
  async remove(id: string, actor: StaffPrincipal): Promise<void> {
    const uuid = id.startsWith(MANUAL_PREFIX) ? id.slice(MANUAL_PREFIX.length) : '';
    if (!UUID.test(uuid)) throw new NotFoundException(ANNOTATION_MESSAGES.notFound);
    await this.run(uuid, { type: 'RemoveAnnotation' }, actor);
  }

  private async run(id: string, command: AnnotationCommand, actor: StaffPrincipal): Promise<void> {
    await handleCommand(this.store, ANNOTATION_STREAMS.id(id), annotationDecider, command, {
      metadata: actorMetadata(actor),
    });
  }
}
