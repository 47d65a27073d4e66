import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
// The worker ships as an asset of our own build; nothing is fetched from elsewhere.
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerSrc;

export interface PdfThumbnail {
  /** PNG data URL, drawn at the screen's pixel ratio so it stays sharp. */
  src: string;
  /** CSS pixels. */
  width: number;
  height: number;
}

/**
 * Renders the first page of a PDF `width` CSS pixels wide. Load it with a dynamic import: pdf.js is large and
 * only the screens showing a thumbnail need it.
 */
export async function renderFirstPage(pdf: Blob, width: number, signal?: AbortSignal): Promise<PdfThumbnail> {
  const task = getDocument({ data: new Uint8Array(await pdf.arrayBuffer()) });
  const destroy = () => void task.destroy();
  signal?.addEventListener('abort', destroy, { once: true });
  try {
    const page = await (await task.promise).getPage(1);
    const scale = width / page.getViewport({ scale: 1 }).width;
    const viewport = page.getViewport({ scale: scale * window.devicePixelRatio });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await page.render({ canvas, viewport }).promise;
    return { src: canvas.toDataURL('image/png'), width, height: Math.round(page.getViewport({ scale }).height) };
  } finally {
    signal?.removeEventListener('abort', destroy);
    await task.destroy();
  }
}
