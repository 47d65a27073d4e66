import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { PictureDto, ReplacePicturesDto } from '@farebox/images';

export class ApprovalInputDefinitionsDto {
  @ApiProperty({ description: 'The agent enters the booking code when approving' }) @IsBoolean() bookingCode: boolean;
  @ApiProperty({ description: 'The agent enters a seat number per passenger' }) @IsBoolean() seatsNumber: boolean;
  @ApiProperty({ description: 'The agent attaches a QR code per passenger' }) @IsBoolean() qrCodes: boolean;
}

/** PUT /lines/:id/pictures-ticket: tab 3, from the line version it was edited from. */
export class UpdateLinePicturesTicketDto extends ReplacePicturesDto {
  @ApiProperty({ description: 'The line version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'A PDF template image (type template); null for none' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  ticketTemplateId: string | null;

  @ApiProperty({ type: ApprovalInputDefinitionsDto })
  @ValidateNested()
  @Type(() => ApprovalInputDefinitionsDto)
  approvalInputDefinitions: ApprovalInputDefinitionsDto;

  @ApiProperty({ description: 'Approving a booking needs attachments' })
  @IsBoolean()
  needApprovalAttachments: boolean;
}

export class TicketTemplateDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() originalName: string;
  @ApiProperty({ description: 'The PDF' }) url: string;
  @ApiProperty({ type: String, nullable: true }) thumbnailUrl: string | null;
}

/** GET /lines/:id/pictures-ticket. */
export class LinePicturesTicketDto {
  @ApiProperty({ format: 'uuid' }) lineId: string;
  @ApiProperty() version: number;
  @ApiProperty({ type: [PictureDto], description: 'In display order' }) pictures: PictureDto[];
  @ApiProperty({ type: TicketTemplateDto, nullable: true }) ticketTemplate: TicketTemplateDto | null;
  @ApiProperty({ type: ApprovalInputDefinitionsDto }) approvalInputDefinitions: ApprovalInputDefinitionsDto;
  @ApiProperty() needApprovalAttachments: boolean;
}
