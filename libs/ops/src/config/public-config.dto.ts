import { ApiProperty } from '@nestjs/swagger';

/** Settings the web app needs before or besides the signed-in user; nothing secret. */
export class PublicConfigDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://www.farebox.example',
    description: 'The public customer site (PUBLIC_SITE_URL); null when not configured',
  })
  publicSiteUrl: string | null;

  @ApiProperty({ description: 'The app configuration enables transports (TRANSPORTS_ENABLED); off, the Transports screens and API are absent' })
  transportsEnabled: boolean;

  @ApiProperty({ description: 'Monitoring is enabled (MONITORING_ENABLED): full admins see /monitoring and its items' })
  monitoringEnabled: boolean;

  @ApiProperty({ description: 'Slack is configured (SLACK_API_URL and SLACK_BOT_TOKEN): monitoring runs can post' })
  slackConfigured: boolean;
}
