import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ArticleParagraph, ArticleSource, ArticleSubject } from '@farebox/domain';
import { City, Country } from '@farebox/geo';

/** An AI article of a city or a country, in one of the two collections (spec part 3, section 3). */
@Entity('ai_article')
export class AiArticle {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) subject: ArticleSubject;
  /** Set for a city article (its country is the city's). */
  @Column({ name: 'city_id', type: 'uuid', nullable: true }) cityId: string | null;
  @ManyToOne(() => City, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'city_id' })
  city?: City | null;
  /** Set for a country article. */
  @Column({ name: 'country_id', type: 'uuid', nullable: true }) countryId: string | null;
  @ManyToOne(() => Country, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'country_id' })
  country?: Country | null;
  @Column({ name: 'source_collection', type: 'text' }) sourceCollection: ArticleSource;
  /** Contents are sanitised HTML. */
  @Column({ type: 'jsonb' }) paragraphs: ArticleParagraph[];
  @Column({ name: 'is_display', type: 'boolean', default: true }) isDisplay: boolean;
  @Column({ type: 'int', default: 1 }) version: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
