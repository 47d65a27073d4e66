import { useParams } from 'react-router';
import { LocationPage } from '@/features/locations/location-page';
import { useArticle } from './ai-content.api';
import { useCanWriteArticles } from './ai-content-page';
import { articleTitle, tabOf, type ArticleDto } from './ai-content.types';
import { ArticleForm } from './article-form';
import { GenerationPanel } from './generation-panel';

function ArticleEditor({ article, onReload }: { article: ArticleDto; onReload: () => Promise<{ data?: ArticleDto }> }) {
  const canWrite = useCanWriteArticles();
  const listPath = `/ai-content/${tabOf(article).path}`;
  return (
    <div className="space-y-6">
      <GenerationPanel article={article} canWrite={canWrite} />
      {/* A new version (saved, or a generated text accepted) starts the form again from it. */}
      <ArticleForm key={`${article.id}:${article.version}`} article={article} canWrite={canWrite} cancelTo={listPath} onReload={onReload} />
    </div>
  );
}

/** `/{cities-articles|countries-articles|cities-lp-content|countries-lp-content}/edit/:articleId`. */
export function ArticleEditRoute() {
  const { articleId } = useParams();
  const article = useArticle(articleId);
  const title = article.data ? `Edit article: ${articleTitle(article.data)}` : 'Edit article';
  const back = article.data
    ? { to: `/ai-content/${tabOf(article.data).path}`, label: `Back to ${tabOf(article.data).label.toLowerCase()}` }
    : { to: '/ai-content', label: 'Back to AI articles' };
  return (
    <LocationPage title={title} back={back} record={article} noun="article">
      {(a) => a && <ArticleEditor article={a} onReload={() => article.refetch()} />}
    </LocationPage>
  );
}
