import { type DomainEvent, streamKind } from '@agency/event-store';

/**
 * A preview link handed out or taken back, in the event log so 'Aktivität' lists who shared which content's
 * drafts. The link itself (and its signature) lives in content_preview_links; the event names the content and
 * the page it opens.
 */
export type PreviewLinkCreated = DomainEvent<
  'PreviewLinkCreated',
  { content: string; path: string; expiresAt: string }
>;
export type PreviewLinkRevoked = DomainEvent<'PreviewLinkRevoked', { content: string }>;
export type PreviewLinkEvent = PreviewLinkCreated | PreviewLinkRevoked;

/** preview-link-<id>: one stream per link. */
export const PREVIEW_LINK_STREAMS = streamKind<PreviewLinkEvent>('preview-link-', [
  'PreviewLinkCreated',
  'PreviewLinkRevoked',
]);
