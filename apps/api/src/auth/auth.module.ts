import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { UsersModule } from '../users/users.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyRecord, ApiKeySecret } from './api-keys/api-key.entity';
import { ApiKeysController } from './api-keys/api-keys.controller';
import { ApiKeys } from './api-keys/api-keys.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginThrottle } from './login-throttle';
import { OwnerConfirmation } from './owner-confirmation';
import { StaffGuard } from './staff.guard';
import { TokenRevocations } from './token-revocations';
import {
  OwnTwoFactorController,
  TwoFactorPolicyController,
  TwoFactorResetController,
} from './two-factor/two-factor.controller';
import { SecondFactorAttempts } from './two-factor/code-attempts';
import { TwoFactorPolicy } from './two-factor/two-factor-policy';
import { TwoFactorService } from './two-factor/two-factor.service';

/** Staff login (with two-factor login) and the guard every admin controller uses. Global so feature modules need not import it. */
@Global()
@Module({
  imports: [
    UsersModule,
    TypeOrmModule.forFeature([ApiKeyRecord, ApiKeySecret]),
    JwtModule.registerAsync({
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: config.JWT_EXPIRES_IN as `${number}h`, issuer: 'agency-api', audience: 'staff' },
        verifyOptions: { issuer: 'agency-api', audience: 'staff' },
      }),
    }),
  ],
  controllers: [
    AuthController,
    OwnTwoFactorController,
    TwoFactorPolicyController,
    TwoFactorResetController,
    ApiKeysController,
  ],
  providers: [
    ApiKeys,
    AuthService,
    LoginThrottle,
    OwnerConfirmation,
    SecondFactorAttempts,
    StaffGuard,
    TokenRevocations,
    TwoFactorPolicy,
    TwoFactorService,
  ],
  // TwoFactorPolicy and ApiKeys: the guard, made in each module that guards a controller, asks them. OwnerConfirmation:
  // the users module confirms changes of one's own account with it.
  exports: [ApiKeys, StaffGuard, TokenRevocations, TwoFactorPolicy, OwnerConfirmation, JwtModule, UsersModule],
})
export class AuthModule {}
