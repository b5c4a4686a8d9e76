import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { DevController } from './dev.controller';

/**
 * Development and test helpers. AppModule does not import this module at all when
 * NODE_ENV=production, so its routes do not exist there (404), whatever a guard might miss.
 */
@Module({
  imports: [NotificationsModule],
  controllers: [DevController],
})
export class DevModule {}
