import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStore } from '@agency/event-store';
import { FirstAdmin } from './first-admin';
import { UserCredential, UserRecord } from './user.entity';
import { userListProjection } from './user-list.projection';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserRecord, UserCredential])],
  controllers: [UsersController],
  providers: [UsersService, FirstAdmin],
  exports: [UsersService, FirstAdmin, TypeOrmModule],
})
export class UsersModule implements OnModuleInit {
  constructor(private readonly store: EventStore) {}

  onModuleInit(): void {
    this.store.registerProjection(userListProjection);
  }
}
