import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { ARTICLE_SOURCES, ARTICLE_SUBJECTS, GENERATION_STATES, type ArticleSource, type ArticleSubject, type GenerationState } from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';

/*
 * Shapes only. The rules and their messages (every header required) are validateArticle() from @farebox/domain,
 * shared with the web editors.
 */

const HTML_MAX = 100_000;

export class ArticleSubparagraphDto {
  @ApiProperty() @IsString() @MaxLength(1000) header: string;
  @ApiProperty({ description: 'Rich text (HTML), sanitised with an allow-list' }) @IsString() @MaxLength(HTML_MAX) content: string;
}

export class ParagraphSettingsDto {
  @ApiProperty({ type: String, nullable: true, description: 'The tool that wrote the paragraph' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  tool: string | null;
}

export class ArticleParagraphDto {
  @ApiProperty({ example: 'text' }) @IsString() @MaxLength(100) type: string;
  @ApiProperty({ description: 'Required ("This field is required.")' }) @IsString() @MaxLength(1000) header: string;
  @ApiProperty({ description: 'Rich text (HTML), sanitised with an allow-list' }) @IsString() @MaxLength(HTML_MAX) content: string;

  @ApiProperty({ type: [ArticleSubparagraphDto] })
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => ArticleSubparagraphDto)
  subparagraphs: ArticleSubparagraphDto[];

  @ApiProperty({ type: ParagraphSettingsDto })
  @ValidateNested()
  @Type(() => ParagraphSettingsDto)
  settings: ParagraphSettingsDto;

  @ApiPropertyOptional({ description: 'Landing pages: whether the paragraph is shown' }) @IsOptional() @IsBoolean() isDisplay?: boolean;
  @ApiPropertyOptional({ description: 'Landing pages: display order' }) @IsOptional() @IsInt() @Min(0) order?: number;
  @ApiPropertyOptional({ description: 'Landing pages: the kind of block' }) @IsOptional() @IsString() @MaxLength(100) paragraphType?: string;
}

export class UpdateArticleDto {
  @ApiProperty({ type: [ArticleParagraphDto] })
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => ArticleParagraphDto)
  paragraphs: ArticleParagraphDto[];

  @ApiProperty({ description: "Whether the article is displayed (the landing-page editors' Display article)" })
  @IsBoolean()
  isDisplay: boolean;

  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class AcceptGenerationDto {
  @ApiProperty({ description: "The article's version the editor shows; a newer stored version answers 409 EditConflict" })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class ArticlePlaceDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
}

export class ArticleGenerationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: GENERATION_STATES, enumName: 'GenerationState' }) state: GenerationState;
  @ApiProperty({ description: 'Paragraphs written so far' }) paragraphsDone: number;
  @ApiProperty() paragraphsTotal: number;
  @ApiProperty({ description: 'Per cent, 0 to 100' }) progress: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why the run failed' }) error: string | null;
  @ApiProperty({ type: [ArticleParagraphDto], nullable: true, description: 'The proposed paragraphs once ready' })
  paragraphs: ArticleParagraphDto[] | null;
  @ApiProperty({ description: "The article's version the run was written from" }) articleVersion: number;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export class ArticleListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ARTICLE_SUBJECTS, enumName: 'ArticleSubject' }) subject: ArticleSubject;
  @ApiProperty({ enum: ARTICLE_SOURCES, enumName: 'ArticleSource' }) sourceCollection: ArticleSource;
  @ApiProperty({ type: ArticlePlaceDto, nullable: true, description: 'The city of a city article' }) city: ArticlePlaceDto | null;
  @ApiProperty({ type: ArticlePlaceDto, description: 'The country (of the city, for a city article)' }) country: ArticlePlaceDto;
  @ApiProperty() isDisplay: boolean;
  @ApiProperty() paragraphsCount: number;
  @ApiProperty({ enum: GENERATION_STATES, enumName: 'GenerationState', nullable: true, description: 'State of the latest generation' })
  generationState: GenerationState | null;
  @ApiProperty() updatedAt: Date;
}

export class ArticleDto extends ArticleListItemDto {
  @ApiProperty({ type: [ArticleParagraphDto] }) paragraphs: ArticleParagraphDto[];
  @ApiProperty() version: number;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ type: ArticleGenerationDto, nullable: true, description: 'The latest generation run' }) generation: ArticleGenerationDto | null;
}

export class ListArticlesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ARTICLE_SOURCES, enumName: 'ArticleSource', default: 'base-articles', description: 'Base articles or landing pages' })
  @IsOptional()
  @IsIn(ARTICLE_SOURCES)
  sourceCollection: ArticleSource = 'base-articles';
}

export class AiWriterStatusDto {
  @ApiProperty({ description: 'False when AI_WRITER_URL is not set: Generate answers 503 AiWriterNotConfigured' }) configured: boolean;
}
