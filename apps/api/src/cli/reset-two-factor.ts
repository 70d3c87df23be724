import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { EventStore, handleCommand } from '@agency/event-store';
import { userDecider } from '../users/user.decider';
import { userStreamId } from '../users/user.events';
import { runIfMain, withCli } from './cli-app';

/**
 * `npm run reset-two-factor -- <username>`: the operator's way back in when an admin has lost both the
 * phone and the recovery codes and no other admin can reset it in 'Benutzer'. Recorded in the log like an
 * admin's reset (by the system), so the activity log shows it; the user's sessions end.
 */
export async function resetTwoFactor(store: EventStore, dataSource: DataSource, username: string): Promise<string> {
  const [user]: { id: string; username: string }[] = await dataSource.query(
    'SELECT id, username FROM users WHERE lower(username) = lower($1)',
    [username],
  );
  if (!user) throw new Error(`Kein Benutzer „${username}“`);
  const { events } = await handleCommand(
    store,
    userStreamId(user.id),
    userDecider,
    { type: 'ResetTwoFactor', actor: null },
    {
      metadata: { actor: null, via: 'reset-two-factor' },
      alsoInTransaction: async (manager) => {
        await manager.query('DELETE FROM user_two_factor WHERE user_id = $1', [user.id]);
      },
    },
  );
  return events.length
    ? `Zwei-Faktor-Anmeldung von „${user.username}“ zurückgesetzt: Anmeldung mit dem Passwort, danach neu einrichten.`
    : `„${user.username}“ hat keine Zwei-Faktor-Anmeldung.`;
}

async function main(): Promise<void> {
  const username = process.argv[2];
  if (!username) {
    console.error('usage: npm run reset-two-factor -- <username>');
    process.exit(2);
  }
  await withCli(async (app, log) => log(await resetTwoFactor(app.get(EventStore), app.get(DataSource), username)));
}

runIfMain(module, main);
