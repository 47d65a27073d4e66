import { Controller, Get, Header, NotFoundException, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { ApiErrors, Public } from '@farebox/platform';
import { ErrorCode } from '@farebox/domain';
import { MailTracking } from './mail-tracking.js';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const uuid = new ParseUUIDPipe({ version: '4' });
const unknownLink = () => new NotFoundException('This link is not valid.');

/** The public ends of open and click tracking: each valid request counts one event on the e-mail log row. */
@ApiTags('booking e-mails')
@Controller('mail')
export class MailTrackingController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tracking: MailTracking,
  ) {}

  @Get(':id/open.gif')
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The open pixel of a booking e-mail (signed): counts one open, answers a 1×1 GIF' })
  @ApiProduces('image/gif')
  @ApiOkResponse({ description: 'The pixel' })
  @ApiErrors(ErrorCode.NotFound)
  async open(@Param('id', uuid) id: string, @Query('s') signature: string | undefined, @Res() res: FastifyReply): Promise<void> {
    if (!this.tracking.isOpen(id, signature) || !(await this.count(id, 'opens'))) throw unknownLink();
    void res.type('image/gif').send(PIXEL);
  }

  @Get(':id/click')
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A link of a booking e-mail (signed with its target): counts one click and redirects to the target' })
  @ApiFoundResponse({ description: 'Redirect to the signed target' })
  @ApiErrors(ErrorCode.NotFound)
  async click(
    @Param('id', uuid) id: string,
    @Query('u') target: string | undefined,
    @Query('s') signature: string | undefined,
    @Res() res: FastifyReply,
  ): Promise<void> {
    if (!this.tracking.isClick(id, target, signature) || !(await this.count(id, 'clicks'))) throw unknownLink();
    void res.redirect(target!, 302);
  }

  /** One atomic increment per request; false when the row is gone. */
  private async count(id: string, column: 'opens' | 'clicks'): Promise<boolean> {
    const [, affected] = await this.dataSource.query<[unknown, number]>(`UPDATE booking_email_log SET ${column} = ${column} + 1 WHERE id = $1`, [id]);
    return affected === 1;
  }
}
