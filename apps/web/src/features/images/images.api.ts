import { ErrorCode } from '@farebox/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ErrorBody } from '@/api/api-error';
import { authorizationHeader, client, data, refreshAccessToken } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import type { ImageDto, ImageFilters, ImageType } from './image.types';

export const imageKeys = {
  all: ['images'] as const,
  lists: () => [...imageKeys.all, 'list'] as const,
  list: (filters: ImageFilters, page: number) => [...imageKeys.lists(), filters, page] as const,
};

const PENDING_REFETCH_MS = 2000;

const typesOf = (type: string): ImageType[] => type.split(',').filter((t): t is ImageType => t === 'picture' || t === 'template');

/** GET /api/files: newest first, 20 a page. */
export function useImagesList(filters: ImageFilters, page: number) {
  return useQuery({
    queryKey: imageKeys.list(filters, page),
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/files', {
          params: { query: { type: typesOf(filters.type), owner: filters.owner || undefined, offset: offsetOf(page), limit: PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    // Thumbnails are made by the worker a moment after an upload: look again until none is pending.
    refetchInterval: (query) => (query.state.data?.data.some((i) => i.processing === 'pending') ? PENDING_REFETCH_MS : false),
  });
}

/** Changes the owner company (null clears it) from the version the modal opened on; an older one is 409. */
export function useUpdateImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ image, ownerId }: { image: Pick<ImageDto, 'id' | 'version'>; ownerId: string | null }) =>
      data(client.PUT('/api/files/{id}', { params: { path: { id: image.id } }, body: { ownerId, version: image.version } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: imageKeys.lists() }),
  });
}

/** Deletes an image; the API refuses one used as a picture (409, naming where). */
export function useDeleteImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(client.DELETE('/api/files/{id}', { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: imageKeys.lists() }),
  });
}

function sendUpload(form: FormData, onProgress: (fraction: number) => void): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/files');
    const auth = authorizationHeader();
    if (auth) xhr.setRequestHeader('Authorization', auth);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => resolve(xhr);
    xhr.onerror = () => reject(new ApiError(0, 'Network error', { status: 0, code: ErrorCode.HttpError, message: 'The upload failed: network error.' }));
    xhr.send(form);
  });
}

/**
 * POST /api/files (multipart, one file and its owner). An XMLHttpRequest rather than the fetch client, because only
 * it reports upload progress; the payload types are the generated ones.
 */
export async function uploadImage(file: File, ownerId: string | null, onProgress: (fraction: number) => void): Promise<ImageDto> {
  const form = () => {
    const body = new FormData();
    body.append('file', file);
    if (ownerId) body.append('ownerId', ownerId);
    return body;
  };
  let xhr = await sendUpload(form(), onProgress);
  if (xhr.status === 401 && (await refreshAccessToken())) xhr = await sendUpload(form(), onProgress);
  const body: unknown = xhr.responseText ? JSON.parse(xhr.responseText) : null;
  if (xhr.status < 200 || xhr.status >= 300) throw new ApiError(xhr.status, xhr.statusText, body as ErrorBody);
  return body as ImageDto;
}
