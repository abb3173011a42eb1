import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';

/**
 * A refused deletion ('Impossible de faire la suppression'), with the server's
 * reason under it when it gave one (a category that still holds articles), in the visitor's language.
 */
export function toastDeleteFailed(t: TFunction, error: unknown) {
  const title = t('adminContent.common.deleteFailed');
  const reason = isApiError(error) && error.status >= 400 && error.status < 500 ? errorMessage(error) : '';
  // The server's message repeats the fixed text first: keep only its reason.
  const rest = reason.startsWith(title) ? reason.slice(title.length).replace(/^[\s:.]+/, '') : reason;
  const detail = rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : null;
  notifications.show({
    color: 'red',
    autoClose: 4000,
    position: 'top-right',
    ...(detail ? { title, message: detail } : { message: title }),
  });
}

/** The picture to send: only a newly picked one (a data URL), never the current `/media/…` URL. */
export function pickedImage(value: string | null | undefined): string | undefined {
  return value?.startsWith('data:') ? value : undefined;
}
