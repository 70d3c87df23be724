import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FirstAdmin } from './first-admin';
import { UserCredential, UserRecord } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserRecord, UserCredential])],
  controllers: [UsersController],
  providers: [UsersService, FirstAdmin],
  exports: [UsersService, FirstAdmin, TypeOrmModule],
})
export class UsersModule {}
