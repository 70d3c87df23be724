import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { allPermissions, passwordWeakness } from '@agency/contracts';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { InvalidConfigurationError } from '../config/env';
import { UsersService } from './users.service';

/** On the very first start (no users at all) creates the admin from ADMIN_USERNAME / ADMIN_PASSWORD. */
@Injectable()
export class FirstAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger('FirstAdmin');
  /** What start-up prints once the server listens; undefined when users existed already. */
  created?: { username: string; password: string; generated: boolean };

  constructor(
    private readonly users: UsersService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** A weak ADMIN_PASSWORD stops the start, naming the variable: it would open the admin account. */
  async onApplicationBootstrap(): Promise<void> {
    if ((await this.users.count()) > 0) return;
    const context = { username: this.config.ADMIN_USERNAME, email: this.config.ADMIN_EMAIL };
    const generated = !this.config.ADMIN_PASSWORD;
    const password = this.config.ADMIN_PASSWORD ?? (await generatedPassword(context));
    const weakness = await passwordWeakness(password, context);
    if (weakness) throw new InvalidConfigurationError(`Invalid configuration:\n  ADMIN_PASSWORD: ${weakness}`);
    try {
      await this.users.create(
        {
          username: this.config.ADMIN_USERNAME,
          email: this.config.ADMIN_EMAIL,
          password,
          role: 'admin',
          active: true,
          permissions: allPermissions(),
        },
        null,
      );
      this.created = { username: this.config.ADMIN_USERNAME, password, generated };
    } catch (error) {
      // Another instance starting at the same moment created it first.
      this.logger.warn(`First admin not created here: ${(error as Error).message}`);
    }
  }
}

/** 16 random characters, which meet the password rule (drawn again in the unlikely case they do not). */
async function generatedPassword(context: { username: string; email: string }): Promise<string> {
  for (;;) {
    const password = randomBytes(12).toString('base64url');
    if (!(await passwordWeakness(password, context))) return password;
  }
}
