import type { Env } from './env';

/** The parsed environment plus what start-up resolved (embedded services, the JWT secret). */
export interface ApiConfig extends Env {
  databaseUrl: string;
  redisUrl: string;
  jwtSecret: string;
}

export const API_CONFIG = Symbol('API_CONFIG');

/**
 * The site's public origin, for every absolute address the server writes (canonical and og URLs, JSON-LD,
 * sitemap, robots.txt, links in mails): PUBLIC_URL, else http://localhost:$PORT. Never the request's Host
 * or X-Forwarded-Host, which any client can set.
 */
export function publicOrigin(config: Pick<ApiConfig, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}
