import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import sanitizeHtml from 'sanitize-html';
import { DataSource } from 'typeorm';
import { decideGeneration, GenerationState, type ArticleParagraph, type GenerationEventType } from '@farebox/domain';
import { sanitizeRichText } from '@farebox/platform';
import { AiWriter } from './ai-writer.port.js';
import { ArticleGeneration } from './article-generation.entity.js';
import { subjectName } from './article-mapping.js';
import { outlineOf } from './article-outline.js';
import { findArticle } from './article-store.js';

export type GenerationOutcome = 'ready' | 'failed' | 'skipped';

const TOOL = 'ai-writer';
const plainText = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();

/**
 * The worker's half of a generation: writes each paragraph through the AI writer, recording progress after each,
 * then leaves the proposed paragraphs ready for the editor, or the run failed with the writer's reason. Every step
 * is a transition of articleGenerationMachine checked against the stored state, so a job delivered twice does
 * nothing the second time.
 */
@Injectable()
export class ArticleGenerator {
  private readonly logger = new Logger(ArticleGenerator.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writer: AiWriter,
  ) {}

  async run(generationId: string, onProgress: (percent: number) => Promise<void> = async () => {}): Promise<GenerationOutcome> {
    const run = await this.dataSource.getRepository(ArticleGeneration).findOneBy({ id: generationId });
    if (!run || !(await this.step(generationId, 'START'))) return 'skipped';
    try {
      const article = await findArticle(this.dataSource.manager, run.articleId);
      const outline = outlineOf(article);
      const subject = subjectName(article);
      const written: ArticleParagraph[] = [];
      for (const paragraph of outline) {
        const html = await this.writer.writeParagraph({ subject, header: paragraph.header, type: paragraph.type, currentText: plainText(paragraph.content) });
        written.push({ ...paragraph, content: sanitizeRichText(html) ?? '', settings: { tool: TOOL } });
        if (!(await this.step(generationId, 'PROGRESS', { paragraphsDone: written.length }))) return 'skipped';
        await onProgress(Math.floor((written.length * 100) / outline.length));
      }
      return (await this.step(generationId, 'COMPLETE', { paragraphs: written, paragraphsDone: written.length })) ? 'ready' : 'skipped';
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      this.logger.warn({ generationId, reason }, 'Article generation failed');
      return (await this.step(generationId, 'FAIL', { error: reason })) ? 'failed' : 'skipped';
    }
  }

  /** Moves the stored run by one event (with these column changes); false when the machine refuses it. */
  private step(id: string, event: GenerationEventType, patch: Partial<ArticleGeneration> = {}): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const current = await manager.getRepository(ArticleGeneration).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) return false;
      const decision = decideGeneration(current.state, event);
      if (!decision.ok) return false;
      await manager.update(ArticleGeneration, { id }, { ...patch, state: decision.state satisfies GenerationState });
      return true;
    });
  }
}
