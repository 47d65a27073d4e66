import { ApiProperty } from '@nestjs/swagger';
import { AllRequired } from '@farebox/platform';
import { CompanyFieldsDto, PassengerTypeDto } from './company-fields.dto.js';

export class CompanyAgentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() username: string;
  @ApiProperty() email: string;
  @ApiProperty() displayName: string;
}

/** A passenger-type row as stored: its id always set. */
@AllRequired(PassengerTypeDto)
export class PassengerTypeRowDto extends PassengerTypeDto {}

/** A company with every field of spec section 3 (money as a decimal string, e.g. "1500.00"). */
@AllRequired(CompanyFieldsDto)
export class CompanyDto extends CompanyFieldsDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: [PassengerTypeRowDto], required: true }) declare passengerTypes: PassengerTypeRowDto[];
  @ApiProperty({ type: [CompanyAgentDto], description: 'Users with role agent in this company' }) agents: CompanyAgentDto[];
  @ApiProperty({ type: String, nullable: true, description: 'GET it for the logo picture' }) logoUrl: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'GET it for the cover picture' }) coverUrl: string | null;
  @ApiProperty() version: number;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export class CompanyListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Username of the earliest agent of the company' })
  firstAgentUsername: string | null;
  @ApiProperty() activated: boolean;
  @ApiProperty() signedAgreement: boolean;
  @ApiProperty() isHeat: boolean;
  @ApiProperty() isSupplier: boolean;
}

export class CompanyOptionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export { ChangeLogEntryDto } from '@farebox/platform';
