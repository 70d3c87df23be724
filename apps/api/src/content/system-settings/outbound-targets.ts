import { Inject, Injectable } from '@nestjs/common';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { type OutboundTarget, OutboundTargetRefused, resolveOutboundTarget } from './outbound-address';
import { type SystemSettingsKind, systemSettingsDocuments } from './system-settings.store';

/** How long saving waits for a name to resolve before it lets the settings through unchecked. */
const SAVE_LOOKUP_MS = 5_000;

/**
 * Where the api may connect for SMTP and MySQL: every connection (test button, mail, accounting sync,
 * customer list) resolves the configured host here and connects to the address that was checked.
 */
@Injectable()
export class OutboundTargets {
  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  /** The address to connect to; OutboundTargetRefused (400) for a refused one, OutboundHostNotFound if none. */
  resolve(kind: SystemSettingsKind, host: string): Promise<OutboundTarget> {
    return resolveOutboundTarget(host, {
      allowLoopback: this.config.OUTBOUND_ALLOW_LOOPBACK,
      label: systemSettingsDocuments[kind].label,
    });
  }

  /**
   * Before settings are saved or restored: settings with a user name (which the senders use) may not point
   * at a refused address. A name that does not resolve here (yet) may be saved: every connection checks
   * again.
   */
  async assertAllowed(kind: SystemSettingsKind, settings: Record<string, unknown>): Promise<void> {
    if (String(settings.user ?? '').trim() === '' || String(settings.host ?? '').trim() === '') return;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, SAVE_LOOKUP_MS)));
    try {
      await Promise.race([this.resolve(kind, String(settings.host)), giveUp]);
    } catch (error) {
      if (error instanceof OutboundTargetRefused) throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
