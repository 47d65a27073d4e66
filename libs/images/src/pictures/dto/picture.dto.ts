import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsString, MaxLength, ValidateNested } from 'class-validator';
import { PICTURES_MAX } from '@farebox/domain';

export class PictureDto {
  @ApiProperty({ format: 'uuid' }) imageId: string;
  @ApiProperty({ description: 'The web size once made, else the original' }) url: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null until the worker has made it' }) thumbnailUrl: string | null;
  @ApiProperty() isMain: boolean;
  @ApiProperty({ description: '0-based place in the list' }) position: number;
}

export class CoverDto extends PictureDto {
  @ApiProperty({ format: 'uuid' }) ownerId: string;
}

export class CoversQueryDto {
  @ApiProperty({ type: String, description: 'The owners of a list page, comma-separated ids (at most 100)' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value))
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  ownerIds: string[];
}

export class PictureChoiceDto {
  @ApiProperty({ format: 'uuid' })
  @IsString()
  @MaxLength(100)
  imageId: string;

  @ApiProperty()
  @IsBoolean()
  isMain: boolean;
}

/** Shapes only; the rules (each image once, exactly one main) are validatePictureList() from @farebox/domain. */
export class ReplacePicturesDto {
  @ApiProperty({ type: [PictureChoiceDto], description: 'In display order' })
  @IsArray()
  @ArrayMaxSize(PICTURES_MAX * 2)
  @ValidateNested({ each: true })
  @Type(() => PictureChoiceDto)
  pictures: PictureChoiceDto[];
}
