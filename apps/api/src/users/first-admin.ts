import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { allPermissions } from '@agency/contracts';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
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

  async onApplicationBootstrap(): Promise<void> {
    if ((await this.users.count()) > 0) return;
    const generated = !this.config.ADMIN_PASSWORD;
    const password = this.config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
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
