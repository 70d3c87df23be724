import type { Env } from './env';

/** The parsed environment plus what start-up resolved (embedded services, the JWT secret). */
export interface ApiConfig extends Env {
  databaseUrl: string;
  redisUrl: string;
  jwtSecret: string;
}

export const API_CONFIG = Symbol('API_CONFIG');
