import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Min, ValidateIf } from 'class-validator';
import { IMAGE_TYPES, ImageProcessing, type ImageType } from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';
import { IMAGE_VARIANTS, type ImageVariant } from '../image-urls.js';

export class ImageOwnerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class ImageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: IMAGE_TYPES, description: 'picture, or template meaning a PDF' }) type: ImageType;
  @ApiProperty({ example: 'jpg' }) ext: string;
  @ApiProperty() originalName: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
  @ApiProperty({ type: Number, nullable: true }) width: number | null;
  @ApiProperty({ type: Number, nullable: true }) height: number | null;
  @ApiProperty({ enum: Object.values(ImageProcessing) }) processing: ImageProcessing;
  @ApiProperty({ type: ImageOwnerDto, nullable: true, description: 'The company the image belongs to' }) owner: ImageOwnerDto | null;
  @ApiProperty({ description: 'The original file' }) url: string;
  @ApiProperty({ description: 'The web size once made, else the original' }) viewUrl: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null until the worker has made it' }) thumbnailUrl: string | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty() version: number;
}

const toList = ({ value }: { value: unknown }): unknown => {
  if (value === undefined || value === '') return undefined;
  return (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')).filter((v) => v !== '');
};

export class ListImagesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: IMAGE_TYPES, isArray: true, description: 'Repeatable or comma-separated; default picture,template' })
  @IsOptional()
  @Transform(toList)
  @IsArray()
  @IsIn(IMAGE_TYPES, { each: true })
  type?: ImageType[];

  @ApiPropertyOptional({ format: 'uuid', description: "The owner company's id" })
  @IsOptional()
  @IsUUID()
  owner?: string;
}

export class UploadImageFieldsDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The owner company; empty for none' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsString()
  ownerId?: string;
}

export class UpdateImageDto {
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The owner company; null clears it' })
  @ValidateIf((_, v) => v !== null)
  @IsString()
  ownerId: string | null;

  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class ImageFileParamsDto {
  @ApiProperty() @IsString() id: string;
  @ApiProperty({ description: 'The random token of the image' }) @IsString() token: string;
  @ApiProperty({ enum: IMAGE_VARIANTS }) @IsIn(IMAGE_VARIANTS) variant: ImageVariant;
}
