import { ApiProperty } from '@nestjs/swagger';

export class ServiceStateDto {
  @ApiProperty({ example: 'api' }) name: string;
  @ApiProperty({ type: String, nullable: true, example: '0.1.0', description: 'null when the service never reported one' })
  version: string | null;
  @ApiProperty({ enum: ['up', 'down'] }) status: 'up' | 'down';
  @ApiProperty({ example: '/api/docs', description: 'OpenAPI documentation of the service' }) docsUrl: string;
}
