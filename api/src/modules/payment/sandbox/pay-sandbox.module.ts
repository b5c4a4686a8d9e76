import { Module } from '@nestjs/common';
import { PaySandboxController } from './pay-sandbox.controller';

/** The local payment gateway (development and tests): AppModule does not import it in production. */
@Module({ controllers: [PaySandboxController] })
export class PaySandboxModule {}
