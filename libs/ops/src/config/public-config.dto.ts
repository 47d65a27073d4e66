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
}
