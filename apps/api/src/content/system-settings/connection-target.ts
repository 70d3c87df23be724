import { BadRequestException } from '@nestjs/common';

/** Where a stored password goes: the server and the account it logs in as. */
const TARGET_FIELDS = { host: 'Host', port: 'Port', user: 'Benutzer' } as const;
type TargetField = keyof typeof TARGET_FIELDS;

const normalise: Record<TargetField, (value: unknown) => string> = {
  // Host names are case-insensitive (DNS); a trailing dot names the same host.
  host: (value) =>
    String(value ?? '')
      .trim()
      .toLowerCase()
      .replace(/\.$/, ''),
  port: (value) => String(Number(value ?? 0)),
  user: (value) => String(value ?? ''),
};

/** The target fields in which `next` differs from `stored`. */
export function changedTargetFields(stored: Record<string, unknown>, next: Record<string, unknown>): TargetField[] {
  return (Object.keys(TARGET_FIELDS) as TargetField[]).filter(
    (field) => normalise[field](stored[field]) !== normalise[field](next[field]),
  );
}

/**
 * 400 for a new host, port or user without a new password: the stored password must never travel to a
 * server (or as an account) other than the one it was entered for, so whoever changes where it goes
 * has to know it.
 */
export class PasswordRequiredForNewTarget extends BadRequestException {
  constructor(label: string, fields: TargetField[]) {
    const changed = fields.map((field) => TARGET_FIELDS[field]).join(', ');
    super({
      message: `${label}: Sie haben ${changed} geändert. Bitte geben Sie das Passwort erneut ein.`,
      details: [{ field: 'password', message: 'Passwort erforderlich, wenn Host, Port oder Benutzer geändert werden' }],
    });
  }
}

/** Throws when `next` sends the stored password somewhere new without a password of its own. */
export function requirePasswordForNewTarget(
  label: string,
  stored: Record<string, unknown> & { password_set: boolean },
  next: Record<string, unknown> & { password: string },
): void {
  if (next.password !== '' || !stored.password_set) return;
  const changed = changedTargetFields(stored, next);
  if (changed.length > 0) throw new PasswordRequiredForNewTarget(label, changed);
}
