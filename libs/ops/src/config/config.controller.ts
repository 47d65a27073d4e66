import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, Public, type AppConfig } from '@farebox/platform';
import { PublicConfigDto } from './public-config.dto.js';

@ApiTags('ops')
@Controller('config')
export class ConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Public()
  @ApiOperation({
    summary:
      'The configuration the web app reads: the public site URL (booking tracking, previews), whether transports and monitoring are enabled, whether Slack is configured',
  })
  @ApiOkResponse({ type: PublicConfigDto })
  get(): PublicConfigDto {
    return {
      publicSiteUrl: this.config.publicSiteUrl,
      transportsEnabled: this.config.transportsEnabled,
      monitoringEnabled: this.config.monitoringEnabled,
      slackConfigured: !!this.config.slackApiUrl && !!this.config.slackBotToken,
    };
  }
}
