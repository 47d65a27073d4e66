import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/** Runs `start` (a click that downloads), waits for the download and reads the file: its name and its CRLF-separated lines. */
export async function downloadedLines(page: Page, start: () => Promise<void>): Promise<{ filename: string; lines: string[] }> {
  const download = page.waitForEvent('download');
  await start();
  const file = await download;
  return { filename: file.suggestedFilename(), lines: (await readFile(await file.path(), 'utf8')).split('\r\n') };
}
