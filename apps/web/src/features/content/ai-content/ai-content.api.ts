import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isGenerating } from '@farebox/domain';
import { client, data } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import type { ArticleBody, ArticleDto, ArticleGeneration, ArticleTab } from './ai-content.types';

/** How often the editor asks for a running generation's progress. */
const PROGRESS_POLL_MS = 500;

export const articleKeys = {
  all: ['ai-articles'] as const,
  lists: () => [...articleKeys.all, 'list'] as const,
  list: (tab: ArticleTab['path'], page: number) => [...articleKeys.lists(), tab, page] as const,
  detail: (id: string) => [...articleKeys.all, 'detail', id] as const,
  generation: (id: string) => [...articleKeys.all, 'generation', id] as const,
  writer: ['ai-articles', 'writer'] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

export function useArticlesList(tab: ArticleTab, page: number) {
  return useQuery({
    queryKey: articleKeys.list(tab.path, page),
    queryFn: ({ signal }) => {
      const params = { query: { sourceCollection: tab.source, offset: offsetOf(page), limit: PAGE_SIZE } };
      return data(
        tab.subject === 'city' ? client.GET('/api/v1/cities-content', { params, signal }) : client.GET('/api/v1/countries-content', { params, signal }),
      );
    },
    placeholderData: keepPreviousData,
  });
}

export function useArticle(id: string | undefined) {
  return useQuery({
    queryKey: articleKeys.detail(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/v1/articles/{id}', { ...byId(id!), signal })),
    enabled: !!id,
  });
}

function useStoreArticle() {
  const qc = useQueryClient();
  return (article: ArticleDto) => {
    qc.setQueryData(articleKeys.detail(article.id), article);
    if (article.generation) qc.setQueryData(articleKeys.generation(article.id), article.generation);
    void qc.invalidateQueries({ queryKey: articleKeys.lists() });
  };
}

/** Saves from the version the editor was opened on (an older one is 409 EditConflict). */
export function useSaveArticle(editing: Pick<ArticleDto, 'id' | 'version'>) {
  const store = useStoreArticle();
  return useMutation({
    mutationFn: (body: ArticleBody) => data(client.PUT('/api/v1/articles/{id}', { ...byId(editing.id), body: { ...body, version: editing.version } })),
    onSuccess: store,
  });
}

/** The article's latest generation, polled while the worker writes it. */
export function useGeneration(article: ArticleDto, started: boolean) {
  return useQuery({
    queryKey: articleKeys.generation(article.id),
    queryFn: ({ signal }) => data(client.GET('/api/v1/articles/{id}/generation', { ...byId(article.id), signal })),
    initialData: article.generation ?? undefined,
    enabled: started || !!article.generation,
    refetchInterval: (query) => (isGenerating(query.state.data?.state ?? null) ? PROGRESS_POLL_MS : false),
  });
}

/** Whether the AI writer is configured (AI_WRITER_URL), so the editor says so before Generate is pressed. */
export function useWriterStatus() {
  return useQuery({ queryKey: articleKeys.writer, queryFn: ({ signal }) => data(client.GET('/api/v1/ai-writer', { signal })), staleTime: Infinity });
}

export function useStartGeneration(articleId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => data(client.POST('/api/v1/articles/{id}/generations', byId(articleId))),
    onSuccess: (run: ArticleGeneration) => {
      qc.setQueryData(articleKeys.generation(articleId), run);
      void qc.invalidateQueries({ queryKey: articleKeys.lists() });
    },
  });
}

/** Makes the ready text the article's, from the version the editor shows. */
export function useAcceptGeneration(article: Pick<ArticleDto, 'id' | 'version'>) {
  const store = useStoreArticle();
  return useMutation({
    mutationFn: () => data(client.POST('/api/v1/articles/{id}/generation/accept', { ...byId(article.id), body: { version: article.version } })),
    onSuccess: store,
  });
}

export function useDiscardGeneration(articleId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => data(client.POST('/api/v1/articles/{id}/generation/discard', byId(articleId))),
    onSuccess: (run: ArticleGeneration) => {
      qc.setQueryData(articleKeys.generation(articleId), run);
      void qc.invalidateQueries({ queryKey: articleKeys.lists() });
    },
  });
}
