import { BadRequestException } from '@nestjs/common';
import { type PasswordContext, passwordWeakness } from '@agency/contracts';

/**
 * The password rule of the contracts, enforced wherever a password is set: a 400 naming the field, in
 * German, before anything changes.
 */
export async function assertPasswordAllowed(password: string, context: PasswordContext, field: string): Promise<void> {
  const weakness = await passwordWeakness(password, context);
  if (weakness) throw new BadRequestException({ message: weakness, details: [{ field, message: weakness }] });
}
