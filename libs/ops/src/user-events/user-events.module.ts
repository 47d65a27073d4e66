import { Module } from '@nestjs/common';
import { UserEventsKeyGuard } from './user-events-key.guard.js';
import { UserEventsController } from './user-events.controller.js';
import { UserEventsService } from './user-events.service.js';

/** POST /api/user-events (the public site's ingestion) and the /monitoring viewer's GET. */
@Module({
  controllers: [UserEventsController],
  providers: [UserEventsService, UserEventsKeyGuard],
})
export class UserEventsModule {}
