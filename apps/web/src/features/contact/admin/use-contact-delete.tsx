import { useTranslation } from 'react-i18next';
import { confirmAction, toastError, toastSuccess } from '@/features/backoffice/feedback';
import { useDeleteContact } from '@/features/contact/admin/api/contact-mutations';
import type { ContactMessage } from '@/features/contact/admin/contact-admin-types';

/** 'Supprimer message': its confirmation, then 'Suppression avec success' and a reload. */
export function useContactDelete() {
  const { t } = useTranslation();
  const remove = useDeleteContact();
  return (contact: ContactMessage) =>
    confirmAction(t, {
      title: t('adminPeople.contacts.deleteTitle'),
      text: t('adminPeople.contacts.deleteText', { name: `${contact.nom} ${contact.prenom}` }),
      confirm: t('common.yesDelete'),
      onConfirm: () =>
        remove.mutate(contact.id, {
          onSuccess: () => toastSuccess(t('common.deleted')),
          onError: () => toastError(t('adminPeople.contacts.deleteFailure')),
        }),
    });
}
