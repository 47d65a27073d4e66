import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ArticleParagraph, GenerationState } from '@farebox/domain';

/** One run of the AI writer over an article; its state follows articleGenerationMachine (@farebox/domain). */
@Entity('ai_article_generation')
export class ArticleGeneration {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'article_id', type: 'uuid' }) articleId: string;
  @Column({ type: 'text' }) state: GenerationState;
  @Column({ name: 'machine_version', type: 'int' }) machineVersion: number;
  @Column({ name: 'paragraphs_total', type: 'int' }) paragraphsTotal: number;
  @Column({ name: 'paragraphs_done', type: 'int', default: 0 }) paragraphsDone: number;
  /** The proposed paragraphs (sanitised HTML) once ready; the article keeps its own until they are accepted. */
  @Column({ type: 'jsonb', nullable: true }) paragraphs: ArticleParagraph[] | null;
  /** Why the run failed. */
  @Column({ type: 'text', nullable: true }) error: string | null;
  /** The article's version the run was written from. */
  @Column({ name: 'article_version', type: 'int' }) articleVersion: number;
  @Column({ name: 'requested_by', type: 'uuid', nullable: true }) requestedBy: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
