import { apiErrorFrom, apiUrl, type QueryParams } from '@/lib/api-client';
import { getToken, type SessionKind } from '@/lib/sessions';

/** The file name the server gave in Content-Disposition, or `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a file the API answers (CSV export, PDF invoice) with the session's token: a plain
 * link cannot carry the bearer header, so the file is fetched, then saved through an object URL.
 */
export async function downloadApiFile(
  kind: SessionKind,
  path: string,
  params: QueryParams,
  fallbackName: string,
): Promise<string> {
  const token = getToken(kind);
  const response = await fetch(apiUrl(path, params), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    // A refusal keeps its field errors and their codes, so the screen says it in the visitor's language.
    throw apiErrorFrom(response.status, await response.json().catch(() => null));
  }
  const blob = await response.blob();
  const name = attachmentName(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
