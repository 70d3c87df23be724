import { Injectable } from '@nestjs/common';

export type CheckStatus = 'ok' | 'down';

export interface Readiness {
  ready: boolean;
  /** Ready, but a store the process can do without (critical: false) is down. */
  degraded: boolean;
  draining: boolean;
  checks: Record<string, CheckStatus>;
}

/**
 * The readiness checks of this process (Postgres, Redis, ClickHouse — whatever the app mounted), registered
 * by the modules that own the connections. Once the process starts to shut down it is not ready any more,
 * whatever the checks say, so load balancers stop sending it requests.
 */
@Injectable()
export class HealthRegistry {
  private readonly checks = new Map<string, { check: () => Promise<unknown>; critical: boolean }>();
  private drainingSince: number | undefined;

  /**
   * A check passes when its promise resolves within the timeout. A failing critical check (the default)
   * makes the process not ready; a non-critical one is only reported (the api serves pages without
   * ClickHouse, so a ClickHouse outage must not take every api pod out of the load balancer).
   */
  register(name: string, check: () => Promise<unknown>, options: { critical?: boolean } = {}): void {
    this.checks.set(name, { check, critical: options.critical ?? true });
  }

  markDraining(): void {
    this.drainingSince ??= Date.now();
  }

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  async readiness(timeoutMs = 2_000): Promise<Readiness> {
    const entries = [...this.checks.entries()];
    const results = await Promise.all(entries.map(([, { check }]) => probe(check, timeoutMs)));
    const checks = Object.fromEntries(entries.map(([name], i) => [name, results[i] as CheckStatus]));
    const criticalOk = entries.every(([, { critical }], i) => !critical || results[i] === 'ok');
    return {
      ready: !this.draining && criticalOk,
      degraded: criticalOk && results.some((r) => r === 'down'),
      draining: this.draining,
      checks,
    };
  }
}

async function probe(check: () => Promise<unknown>, timeoutMs: number): Promise<CheckStatus> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
