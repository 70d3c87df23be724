import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FirstAdmin } from './first-admin';
import { UserCredential, UserRecord, UserTwoFactor } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserRecord, UserCredential, UserTwoFactor])],
  controllers: [UsersController],
  providers: [UsersService, FirstAdmin],
  exports: [UsersService, FirstAdmin, TypeOrmModule],
})
export class UsersModule {}
