import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FirstAdmin } from './first-admin';
import { OpenWork } from './open-work';
import { OwnAccountController } from './own-account.controller';
import { UserCredential, UserRecord, UserTwoFactor } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserRecord, UserCredential, UserTwoFactor])],
  controllers: [UsersController, OwnAccountController],
  providers: [UsersService, FirstAdmin, OpenWork],
  exports: [UsersService, FirstAdmin, OpenWork, TypeOrmModule],
})
export class UsersModule {}
