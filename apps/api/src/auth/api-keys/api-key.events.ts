import { type DomainEvent, streamKind } from '@agency/event-store';

/**
 * A staff member made a key, known by its first characters. The key's hash is no part of the event: like every
 * secret it lives in a table of its own (ApiKeySecret), written in the same transaction.
 */
export type ApiKeyCreated = DomainEvent<'ApiKeyCreated', { userId: string; name: string; hint: string }>;
/** The key's name travels with each later event, so 'Aktivität' words one without reading the key's stream. */
export type ApiKeyRevoked = DomainEvent<'ApiKeyRevoked', { name: string }>;
/** A call made with the key, after its checks passed: method and address (with the query) of the call. */
export type ApiKeyUsed = DomainEvent<'ApiKeyUsed', { name: string; method: string; path: string }>;
export type ApiKeyEvent = ApiKeyCreated | ApiKeyRevoked | ApiKeyUsed;

/** api-key-<key id>: one stream per key. */
export const API_KEY_STREAMS = streamKind<ApiKeyEvent>('api-key-', ['ApiKeyCreated', 'ApiKeyRevoked', 'ApiKeyUsed']);
