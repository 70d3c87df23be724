import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginThrottle } from './login-throttle';
import { StaffGuard } from './staff.guard';
import { TokenRevocations } from './token-revocations';
import {
  OwnTwoFactorController,
  TwoFactorPolicyController,
  TwoFactorResetController,
} from './two-factor/two-factor.controller';
import { TwoFactorPolicy } from './two-factor/two-factor-policy';
import { TwoFactorService } from './two-factor/two-factor.service';

/** Staff login (with two-factor login) and the guard every admin controller uses. Global so feature modules need not import it. */
@Global()
@Module({
  imports: [
    UsersModule,
    JwtModule.registerAsync({
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: config.JWT_EXPIRES_IN as `${number}h`, issuer: 'agency-api', audience: 'staff' },
        verifyOptions: { issuer: 'agency-api', audience: 'staff' },
      }),
    }),
  ],
  controllers: [AuthController, OwnTwoFactorController, TwoFactorPolicyController, TwoFactorResetController],
  providers: [AuthService, LoginThrottle, StaffGuard, TokenRevocations, TwoFactorPolicy, TwoFactorService],
  // TwoFactorPolicy: the guard, made in each module that guards a controller, asks it.
  exports: [StaffGuard, TokenRevocations, TwoFactorPolicy, JwtModule, UsersModule],
})
export class AuthModule {}
