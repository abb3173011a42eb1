import { Button, Group, Modal, PasswordInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createCompteSchema } from '@souk/domain/public-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/features/backoffice/feedback';
import { useCreateCompte } from '@/features/partner-requests/admin/api/create-compte';
import type { PartnerRequest } from '@/features/partner-requests/admin/partner-request-types';
import { splitServerErrors } from '@/lib/form-errors';
import { usePasswordStrength } from '@/lib/password-strength';
import { unshownErrors, zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

/** Every key a 422 of createCompte may carry under a field of this form. */
const FIELDS = [
  'nom',
  'prenom',
  'email',
  'telephone',
  'designation_magasin',
  'wilaya_magasin',
  'adresse_magasin',
  'description',
  'password',
  'password_confirmation',
] as const;

interface Values {
  password: string;
  password_confirmation: string;
}

/** The body of createCompte: the request's fields as shown, and the chosen password. */
function toPayload(request: PartnerRequest, values: Values) {
  return {
    id: request.id,
    nom: request.nom,
    prenom: request.prenom,
    email: request.email,
    telephone: request.telephone,
    designation_magasin: request.designation_magasin,
    wilaya_magasin: request.wilaya_magasin,
    adresse_magasin: request.adresse_magasin,
    description: request.description,
    ...values,
  };
}

interface CreateAccountModalProps {
  /** The pending request; null when closed. */
  request: PartnerRequest | null;
  onClose: () => void;
}

/** 'Nouveau partenaire': the request read-only, and the password the administrator chooses. */
export function CreateAccountModal({ request, onClose }: CreateAccountModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t('adminPeople.partners.modal.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {request && <CreateAccountForm request={request} onClose={onClose} />}
    </Modal>
  );
}

function CreateAccountForm({ request, onClose }: { request: PartnerRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCompte();
  const [formError, setFormError] = useState<string | null>(null);
  const [readOnlyErrors, setReadOnlyErrors] = useState<Record<string, string>>({});
  // passwordField's strength rule needs its dictionaries (decision 0031).
  usePasswordStrength();
  const labels = () => ({
    nom: t('common.lastName'),
    prenom: t('common.firstName'),
    email: t('common.email'),
    telephone: t('common.phone'),
    designation_magasin: t('adminPeople.fields.designationMagasin'),
    wilaya_magasin: t('adminPeople.fields.wilayaMagasin'),
    adresse_magasin: t('adminPeople.fields.adresseMagasin'),
    description: t('common.description'),
    password: t('common.password'),
    password_confirmation: t('common.passwordConfirmation'),
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { password: '', password_confirmation: '' },
    // The API's schema on the body sent: the request's fields (read-only here) are checked too.
    validate: zodValidate<Values>(createCompteSchema, labels, (values) => toPayload(request, values)),
  });

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      setReadOnlyErrors({});
      create.mutate(toPayload(request, values), {
        onSuccess: () => {
          toastSuccess(t('common.created'));
          onClose();
        },
        onError: (error) => {
          const { fields, form: message } = splitServerErrors(error, FIELDS, labels());
          const { password, password_confirmation, ...others } = fields;
          form.setErrors({ password, password_confirmation });
          setReadOnlyErrors(others);
          setFormError(message);
        },
      });
    },
    // The request's own fields are read-only: their messages go under them, the rest above the form.
    (errors) => {
      const { password: _p, password_confirmation: _c, ...others } = errors;
      const shown = Object.fromEntries(
        Object.entries(others).filter(([key]) => (FIELDS as readonly string[]).includes(key)),
      ) as Record<string, string>;
      setReadOnlyErrors(shown);
      setFormError(unshownErrors(errors, FIELDS));
    },
  );

  const readOnly = (name: (typeof FIELDS)[number], label: string, value: string) => (
    <TextInput label={label} value={value} readOnly variant="filled" error={readOnlyErrors[name]} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('adminPeople.partners.modal.title')}>
      <FormError message={formError} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {readOnly('nom', t('common.lastName'), request.nom)}
          {readOnly('prenom', t('common.firstName'), request.prenom)}
          {readOnly('email', t('common.email'), request.email)}
          {readOnly('telephone', t('common.phone'), request.telephone)}
          {readOnly(
            'designation_magasin',
            t('adminPeople.fields.designationMagasin'),
            request.designation_magasin,
          )}
          {readOnly('wilaya_magasin', t('adminPeople.fields.wilayaMagasin'), request.wilaya_magasin)}
        </SimpleGrid>
        {readOnly('adresse_magasin', t('adminPeople.fields.adresseMagasin'), request.adresse_magasin)}
        <Textarea
          label={t('common.description')}
          value={request.description}
          readOnly
          variant="filled"
          rows={4}
          error={readOnlyErrors.description}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            label={t('common.password')}
            description={t('adminPeople.partners.modal.passwordHint')}
            autoComplete="new-password"
            withAsterisk
            data-autofocus
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('common.passwordConfirmation')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password_confirmation')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('adminPeople.partners.modal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
