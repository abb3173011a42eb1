import { HttpError, validationError } from '../../lib/http-errors';
import { decodeDataUrl, IMAGE_MESSAGE, type MediaStore, sniffImage } from '../../lib/media';

/**
 * The pictures of an article form. Each new one is a data URL saved through the media store under
 * its own field key (`options.0.sous_options.1.url_image`…), so a refused picture is reported under
 * the field that holds it; every refusal of the form is reported at once.
 */

export interface ImageJob {
  key: string;
  dataUrl: string;
}

/**
 * The cheap part of the image checks (data URL syntax, size, magic bytes), run with the other form
 * checks so that one 422 lists every bad field before any picture is encoded.
 */
export function precheckImages(jobs: ImageJob[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const job of jobs) {
    try {
      if (!sniffImage(decodeDataUrl(job.dataUrl, job.key))) errors[job.key] = [IMAGE_MESSAGE];
    } catch (error) {
      if (error instanceof HttpError && error.errors) Object.assign(errors, error.errors);
      else throw error;
    }
  }
  return errors;
}

/** Encoding is CPU-heavy (sharp, three widths each): a few at a time per request. */
const CONCURRENCY = 4;

/**
 * Saves every picture; returns their URLs by field key. If any is refused, the others are removed
 * and a 422 lists every refused field: nothing stays on disk for a form that was not written.
 */
export async function saveImages(media: MediaStore, jobs: ImageJob[]): Promise<Map<string, string>> {
  const saved = new Map<string, string>();
  const errors: Record<string, string[]> = {};
  let failure: unknown;
  let next = 0;
  async function worker() {
    while (next < jobs.length) {
      const job = jobs[next++];
      try {
        saved.set(job.key, (await media.saveDataUrl(job.dataUrl, job.key)).url);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 422 && error.errors) {
          Object.assign(errors, error.errors);
        } else {
          failure ??= error;
        }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker));
  if (failure !== undefined || Object.keys(errors).length > 0) {
    await removeImages(media, [...saved.values()]);
    throw failure ?? validationError(errors);
  }
  return saved;
}

/**
 * Removes files no row points to any more (after a commit) or that no row will (after a failure).
 * Best effort: a file left behind wastes space, a failed reply after a committed write would lie.
 */
export async function removeImages(media: MediaStore, urls: (string | null | undefined)[]): Promise<void> {
  await Promise.all(urls.map((url) => media.remove(url).catch(() => undefined)));
}

export const isDataUrl = (value: string) => /^data:/i.test(value);
