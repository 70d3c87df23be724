import { Module } from '@nestjs/common';
import { OutboundTargets } from './outbound-targets';

/** The address rule of SMTP and MySQL connections on its own: it needs only the configuration. */
@Module({ providers: [OutboundTargets], exports: [OutboundTargets] })
export class OutboundTargetsModule {}
