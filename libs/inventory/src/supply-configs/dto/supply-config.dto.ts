import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '@farebox/platform';

/*
 * Shapes only. The rules and their messages (percentages 0 to 100 with 2 decimals, sync days 1 to 365) are
 * validateSupplyConfig() from @farebox/domain, shared with the web form.
 */

export class SupplyConfigSettingsDto {
  @ApiProperty({ example: '12.50', description: 'Default markup of the supplier’s new lines, percent 0 to 100 (decimal string)' })
  @IsString({ message: 'This field is required.' })
  @MaxLength(20)
  defaultMarkupPercent: string;

  @ApiProperty({ example: '10.00', description: 'Our commission on the supplier’s sales, percent 0 to 100 (decimal string)' })
  @IsString({ message: 'This field is required.' })
  @MaxLength(20)
  commissionPercent: string;

  @ApiProperty({ description: 'New bookings of the supplier are approved without the supplier' })
  @IsBoolean({ message: 'This field is required.' })
  autoApproveBookings: boolean;

  @ApiProperty({ description: 'The supplier’s integration is synced on schedule' })
  @IsBoolean({ message: 'This field is required.' })
  syncEnabled: boolean;

  @ApiProperty({ example: 90, description: 'Days ahead a sync fetches, 1 to 365' })
  @IsInt({ message: 'Enter a whole number of days from 1 to 365.' })
  syncDaysInAdvance: number;

  @ApiProperty({ description: 'A sandbox (test) supplier: the only ones supply-admin-sandbox may change' })
  @IsBoolean({ message: 'This field is required.' })
  sandbox: boolean;
}

export class CreateSupplyConfigDto extends SupplyConfigSettingsDto {
  @ApiProperty({ format: 'uuid', description: 'The supplier company; one config per supplier' })
  @IsUUID('4', { message: 'Supplier is required' })
  companyId: string;
}

export class UpdateSupplyConfigDto extends SupplyConfigSettingsDto {
  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class SupplyConfigDto extends SupplyConfigSettingsDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty() companyName: string;
  @ApiProperty() version: number;
  @ApiProperty({ description: 'Whether the caller may change this config' }) canEdit: boolean;
}

export class ListSupplyConfigsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the supplier’s name, any case' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  supplierName?: string;
}
