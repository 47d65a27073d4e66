import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Min } from 'class-validator';
import { CURRENCIES } from '@farebox/domain';
import { CompanyFieldsDto } from './company-fields.dto.js';

export class CreateCompanyDto extends CompanyFieldsDto {}

export class UpdateCompanyDto extends CompanyFieldsDto {
  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class ChangeCurrencyDto {
  @ApiProperty({ enum: [...CURRENCIES], type: String })
  @IsOptional()
  @IsString()
  newCurrency?: string | null;
}
