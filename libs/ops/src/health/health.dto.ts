import { ApiProperty } from '@nestjs/swagger';

export type ComponentStatus = 'up' | 'down';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'], description: "'ok' when every dependency answers" }) status: 'ok' | 'error';
  @ApiProperty({ enum: ['up', 'down'], description: 'PostgreSQL (SELECT 1)' }) database: ComponentStatus;
  @ApiProperty({ enum: ['up', 'down'], description: 'Redis (PING)' }) redis: ComponentStatus;
}
