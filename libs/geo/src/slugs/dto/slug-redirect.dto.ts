import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { SLUGGED_MODELS, type SluggedModel } from '../slugged-model.js';

export class SlugRedirectQueryDto {
  @ApiProperty({ enum: SLUGGED_MODELS, enumName: 'SluggedModel' })
  @IsIn(SLUGGED_MODELS)
  referencedModel: SluggedModel;

  @ApiProperty({ description: "The entity's id, its current slug or any slug it had before", example: 'siem-reap-old' })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  id: string;
}

export class SlugHistoryEntryDto {
  @ApiProperty() previousSlug: string;
  @ApiProperty() newSlug: string;
  @ApiProperty() createdAt: Date;
}

export class SlugRedirectDto {
  @ApiProperty({ enum: SLUGGED_MODELS, enumName: 'SluggedModel' }) referencedModel: SluggedModel;
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The slug a public link should redirect to' }) slug: string;
  @ApiProperty({ type: [SlugHistoryEntryDto], description: 'Every slug change of the entity, oldest first' })
  history: SlugHistoryEntryDto[];
}
