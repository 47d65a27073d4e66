import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A file download streamed to the client, never cached: Fastify pipes the stream with backpressure and destroys it
 * when the client goes away. Quotes, backslashes and line breaks in the name become `_` (they would end the header).
 */
export function sendDownload(reply: FastifyReply, file: { stream: Readable; contentType: string; filename: string }): void {
  void reply
    .status(200)
    .type(file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`)
    .header('Cache-Control', 'no-store')
    .send(file.stream);
}
