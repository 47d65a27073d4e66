import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Top Up (spec part 2, 5): the amount as typed (decimal string, above 0, step 0.01) and an optional note. */
export class TopUpDto {
  @ApiProperty({ example: '250.00', description: 'Decimal string above 0 with at most 2 decimals' })
  @IsString()
  @MaxLength(20)
  amount: string;

  @ApiPropertyOptional({ description: 'Optional note' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  note?: string;
}

export class TopUpAnswerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '250.00', description: 'The balance after the top-up' }) balance: string;
}

export class TopUpOperationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) date: string;
  @ApiProperty({ example: '250.00' }) amount: string;
  @ApiProperty({ example: 'USD' }) currency: string;
  @ApiProperty({ description: 'Who added it' }) addedBy: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
}

/** The Credit History tab: the top-ups, newest first, and the balance (every entry summed). */
export class CreditHistoryDto {
  @ApiProperty({ example: 'USD' }) currency: string;
  @ApiProperty({ example: '180.00' }) balance: string;
  @ApiProperty() total: number;
  @ApiProperty({ type: [TopUpOperationDto] }) data: TopUpOperationDto[];
}
