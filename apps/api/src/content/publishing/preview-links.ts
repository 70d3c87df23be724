import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  isSitePagePath,
  type PermissionKey,
  PREVIEW_LINK_HOURS,
  PREVIEW_QUERY_PARAMETER,
  type PreviewLinkView,
} from '@agency/contracts';
import { EventStore } from '@agency/event-store';
import { actorMetadata, type StaffPrincipal } from '../../auth/staff-principal';
import { API_CONFIG, type ApiConfig, publicOrigin } from '../../config/api-config';
import { type StaffRights, type StaffStanding, standingOf } from '../../users/staff-standing';
import { PREVIEW_LINK_STREAMS, type PreviewLinkEvent } from './preview-link.events';

/** The permission of each content a preview link can show (content.registry), by content name. */
export const CONTENT_PERMISSIONS = Symbol('CONTENT_PERMISSIONS');
export type ContentPermissions = ReadonlyMap<string, PermissionKey>;

/** A preview link that opens: which content's drafts it shows. */
export interface OpenPreview {
  id: string;
  content: string;
}

interface LinkRow {
  id: string;
  content: string;
  path: string;
  created_at: Date;
  created_by: string | null;
  expires_at: Date;
}

/** A link with its creator's account as it is now (null columns: the account is gone). */
type LinkWithCreator = LinkRow & {
  active: boolean | null;
  role: StaffRights['role'] | null;
  permissions: StaffRights['permissions'] | null;
};

const LINK_COLUMNS = 'l.id, l.content, l.path, l.created_at, l.created_by, l.expires_at';
/** A link that has not expired and was not revoked, with its creator's account. */
const OPEN_LINKS = `SELECT ${LINK_COLUMNS}, u.active, u.role, u.permissions
  FROM content_preview_links l LEFT JOIN users u ON u.id = l.created_by_id
  WHERE l.revoked_at IS NULL AND l.expires_at > now()`;

/** Links handed out per content and staff member within a day, at most (each is a row). */
const MAX_LINKS_PER_DAY = 200;

/**
 * 'Vorschau' links: a public page with one content's drafts applied, for anyone holding the
 * link, for 48 hours unless revoked. The link carries its id and expiry signed with an HMAC (keyed from
 * JWT_SECRET, which every api instance shares), so a forged or altered one is refused without a database
 * read; a signed one still needs its row, unrevoked, so staff can take a link back. It shows drafts in its
 * creator's name, so it opens only while the creator may still act in its content's area (an active account
 * holding the content's permission, checked each time it opens); else it opens nothing, as a revoked link.
 */
@Injectable()
export class PreviewLinks {
  private readonly key: Buffer;
  private readonly origin: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    @Inject(API_CONFIG) config: ApiConfig,
    @Inject(CONTENT_PERMISSIONS) private readonly permissions: ContentPermissions,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('content-preview-links').digest();
    this.origin = publicOrigin(config);
  }

  async create(content: string, path: string, actor: StaffPrincipal): Promise<PreviewLinkView> {
    const [{ count }]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM content_preview_links
       WHERE content = $1 AND created_by = $2 AND created_at > now() - interval '1 day'`,
      [content, actor.username],
    );
    if (count >= MAX_LINKS_PER_DAY)
      throw new HttpException('Zu viele Vorschau-Links heute; bitte morgen wieder', HttpStatus.TOO_MANY_REQUESTS);
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + PREVIEW_LINK_HOURS * 3_600_000);
    const [row]: LinkRow[] = await this.dataSource.query(
      `INSERT INTO content_preview_links (id, content, path, created_by, created_by_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id, content, path, created_at, created_by, expires_at`,
      [id, content, path, actor.username, actor.id, expiresAt],
    );
    await this.record(
      id,
      { type: 'PreviewLinkCreated', data: { content, path: row.path, expiresAt: row.expires_at.toISOString() } },
      actor,
    );
    return this.view(row);
  }

  /** The links of a content that still open, newest first. */
  async list(content: string): Promise<PreviewLinkView[]> {
    const rows: LinkWithCreator[] = await this.dataSource.query(
      `${OPEN_LINKS} AND l.content = $1 ORDER BY l.created_at DESC LIMIT 100`,
      [content],
    );
    return rows.filter((row) => this.creatorStanding(row) === 'allowed').map((row) => this.view(row));
  }

  /** How many links `userId` made that are neither revoked nor expired (they end with the account). */
  async countOpenBy(userId: string): Promise<number> {
    return (await this.openBy(userId)).length;
  }

  /**
   * Revokes the links `userId` made that their account no longer allows (deactivated, deleted, the
   * content's permission taken away), so they stay ended whatever the account does later; how many.
   */
  async revokeUnallowed(userId: string, actor: StaffPrincipal): Promise<number> {
    const ended = (await this.openBy(userId)).filter((row) => this.creatorStanding(row) !== 'allowed');
    if (ended.length === 0) return 0;
    // The driver answers an UPDATE … RETURNING with [rows, count].
    const [revoked]: [unknown[], number] = await this.dataSource.query(
      `UPDATE content_preview_links SET revoked_at = now(), revoked_by = $2
       WHERE id = ANY($1) AND revoked_at IS NULL RETURNING id`,
      [ended.map((row) => row.id), actor.username],
    );
    return revoked.length;
  }

  /** Takes a link back: it no longer opens, on every api instance, from the next request on. */
  async revoke(content: string, id: string, actor: StaffPrincipal): Promise<void> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFoundException('Vorschau-Link nicht gefunden');
    // The driver answers an UPDATE … RETURNING with [rows, count].
    const [revoked]: [unknown[], number] = await this.dataSource.query(
      `UPDATE content_preview_links SET revoked_at = now(), revoked_by = $3
       WHERE id = $1 AND content = $2 AND revoked_at IS NULL RETURNING id`,
      [id, content, actor.username],
    );
    if (revoked.length === 0) throw new NotFoundException('Vorschau-Link nicht gefunden');
    await this.record(id, { type: 'PreviewLinkRevoked', data: { content } }, actor);
  }

  /** Who handed out or took back a link, for 'Aktivität'. */
  private async record(id: string, event: PreviewLinkEvent, actor: StaffPrincipal): Promise<void> {
    await this.store.appendToStream(PREVIEW_LINK_STREAMS.id(id), [event], {
      expectedVersion: 'any',
      metadata: actorMetadata(actor),
    });
  }

  /**
   * The preview a link's token opens, or undefined (forged, altered, expired, revoked, or its creator may
   * no longer act in its content's area).
   */
  async open(token: string): Promise<OpenPreview | undefined> {
    const parsed = this.verify(token);
    if (!parsed) return undefined;
    const [row]: LinkWithCreator[] = await this.dataSource.query(`${OPEN_LINKS} AND l.id = $1`, [parsed.id]);
    if (!row || this.creatorStanding(row) !== 'allowed') return undefined;
    return { id: row.id, content: row.content };
  }

  private openBy(userId: string): Promise<LinkWithCreator[]> {
    return this.dataSource.query(`${OPEN_LINKS} AND l.created_by_id = $1`, [userId]);
  }

  /** Whether the link's creator may act in its content's area now (the staff guard's rule). */
  private creatorStanding(row: LinkWithCreator): StaffStanding {
    const permission = this.permissions.get(row.content);
    if (!permission) return 'lacks_permission';
    const rights =
      row.active === null || row.role === null
        ? undefined
        : { active: row.active, role: row.role, permissions: row.permissions ?? {} };
    return standingOf(rights, permission);
  }

  private view(row: LinkRow): PreviewLinkView {
    // Only the site's own pages: a path stored before that rule held opens the home page instead.
    const path = isSitePagePath(row.path) ? row.path : '/';
    const href = `${path}?${PREVIEW_QUERY_PARAMETER}=${this.sign(row.id, row.expires_at)}`;
    return {
      id: row.id,
      url: `${this.origin}${href}`,
      path: href,
      createdAt: row.created_at.toISOString(),
      createdBy: row.created_by,
      expiresAt: row.expires_at.toISOString(),
    };
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, 18);
  }

  /** `<id as base64url>.<expiry in seconds, base 36>.<hmac>` */
  private sign(id: string, expiresAt: Date): string {
    const payload = `${Buffer.from(id.replace(/-/g, ''), 'hex').toString('base64url')}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  private verify(token: string): { id: string } | undefined {
    if (token.length > 100) return undefined;
    const match = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{24})$/.exec(token);
    if (!match) return undefined;
    const [, id, expiry, mac] = match;
    const expected = this.mac(`${id}.${expiry}`);
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (parseInt(expiry, 36) * 1000 <= Date.now()) return undefined;
    const hex = Buffer.from(id, 'base64url').toString('hex');
    return { id: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` };
  }
}
