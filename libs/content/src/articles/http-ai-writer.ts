import { Inject, Injectable } from '@nestjs/common';
import { PRODUCT_DISPLAY_NAME } from '@farebox/domain';
import { APP_CONFIG, type AppConfig } from '@farebox/platform';
import { AiWriter, type ParagraphRequest } from './ai-writer.port.js';

const TIMEOUT_MS = 60_000;

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
  error?: { message?: unknown };
}

/** The prompt's first line names the paragraph, so a log line (or the simulator) shows what was asked. */
export function paragraphPrompt(request: ParagraphRequest): string {
  return [
    `Write the paragraph "${request.header}" of a travel article about ${request.subject}.`,
    `Paragraph type: ${request.type}.`,
    request.currentText ? `The current text, to improve on: ${request.currentText}` : 'There is no current text.',
  ].join('\n');
}

/** POST {AI_WRITER_URL}/chat/completions with the configured model and bearer key. */
@Injectable()
export class HttpAiWriter extends AiWriter {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  get configured(): boolean {
    return this.config.aiWriterUrl !== null;
  }

  async writeParagraph(request: ParagraphRequest): Promise<string> {
    if (!this.config.aiWriterUrl) throw new Error('The AI writer is not configured (AI_WRITER_URL is not set).');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.config.aiWriterApiKey) headers.authorization = `Bearer ${this.config.aiWriterApiKey}`;
    const body = {
      model: this.config.aiWriterModel,
      messages: [
        { role: 'system', content: `You write travel content for ${PRODUCT_DISPLAY_NAME}. Answer with HTML only: <p>, <ul>, <li>, <strong> and <em>.` },
        { role: 'user', content: paragraphPrompt(request) },
      ],
    };
    let response: Response;
    try {
      response = await fetch(`${this.config.aiWriterUrl}/chat/completions`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new Error(`The AI writer could not be reached: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
    const answer = (await response.json().catch(() => ({}))) as ChatCompletion;
    if (!response.ok) {
      const reason = typeof answer.error?.message === 'string' ? answer.error.message : response.statusText;
      throw new Error(`The AI writer answered ${response.status}: ${reason}`);
    }
    const content = answer.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new Error('The AI writer answered without any text.');
    return content;
  }
}
