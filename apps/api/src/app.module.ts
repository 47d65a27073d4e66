import { Module } from '@nestjs/common';
import { CompaniesModule } from '@farebox/companies';
import { IdentityModule } from '@farebox/identity';
import { NotificationsModule } from '@farebox/notifications';
import { OpsModule } from '@farebox/ops';
import { PlatformModule } from '@farebox/platform';
import { WebAppModule } from './web-app.module.js';

@Module({
  imports: [PlatformModule, IdentityModule, CompaniesModule, NotificationsModule, OpsModule, WebAppModule],
})
export class AppModule {}
