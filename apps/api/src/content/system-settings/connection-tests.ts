import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { ConnectionOutcome } from '@agency/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { ConnectionTestThrottle } from './connection-test-throttle';
import { type OutboundTarget, OutboundTargetRefused } from './outbound-address';
import { OutboundTargets } from './outbound-targets';
import { type SystemSettingsKind, SystemSettingsStore } from './system-settings.store';

export type FailedOutcome = Exclude<ConnectionOutcome, 'reached'>;

/** What a probe gets: the checked address, the password to use, and how long it may still take. */
export interface ProbeTarget {
  target: OutboundTarget;
  password: string;
  remainingMs: () => number;
}

export type ConnectionTestResult<T> = { outcome: 'reached'; value: T } | { outcome: FailedOutcome };

class DeadlinePassed extends Error {
  readonly code = 'ETIMEDOUT';
}

/** `work`, or a DeadlinePassed once the deadline is there, whichever comes first. */
function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const passed = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlinePassed('deadline passed')), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, passed]).finally(() => clearTimeout(timer));
}

/**
 * The MySQL and SMTP test buttons: a few per staff user and minute, only to allowed addresses (the one
 * that was checked is the one connected to), and an answer of four fixed outcomes. A server not reached is
 * answered when CONNECTION_TEST_TIMEOUT_S is up and not before: a closed port, a silent listener and an
 * unknown name take the same time, so neither the words nor the timing tell them apart.
 */
@Injectable()
export class ConnectionTests {
  private readonly logger = new Logger('ConnectionTest');

  constructor(
    private readonly throttle: ConnectionTestThrottle,
    private readonly settings: SystemSettingsStore,
    private readonly targets: OutboundTargets,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async run<T>(
    kind: SystemSettingsKind,
    body: Record<string, unknown> & { host: string; password: string },
    actor: StaffPrincipal,
    response: Response,
    probe: (target: ProbeTarget) => Promise<T>,
    failure: (error: unknown) => FailedOutcome,
  ): Promise<ConnectionTestResult<T>> {
    await this.throttle.consume(actor, response);
    const password = await this.settings.passwordForTest(kind, body);
    const deadline = Date.now() + this.config.CONNECTION_TEST_TIMEOUT_S * 1000;
    let result: ConnectionTestResult<T>;
    try {
      const target = await beforeDeadline(this.targets.resolve(kind, body.host), deadline);
      const remainingMs = () => Math.max(1, deadline - Date.now());
      result = { outcome: 'reached', value: await beforeDeadline(probe({ target, password, remainingMs }), deadline) };
    } catch (error) {
      if (error instanceof OutboundTargetRefused) throw error;
      result = { outcome: failure(error) };
      const code = (error as { code?: unknown })?.code;
      this.logger.log(`${kind}-Test von ${actor.username}: ${result.outcome} (${String(code ?? 'ohne Code')})`);
    }
    if (result.outcome === 'unreachable') await sleep(Math.max(0, deadline - Date.now()));
    return result;
  }
}
