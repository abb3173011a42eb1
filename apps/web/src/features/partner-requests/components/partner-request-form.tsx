import { Alert, Button, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PartnerRequestInput, partnerRequestSchema } from '@souk/domain/public-forms';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendPartnerRequest } from '@/features/partner-requests/api/send-partner-request';
import { splitServerErrors } from '@/lib/form-errors';
import { wilayaOptions } from '@/lib/wilayas';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

const FIELDS = [
  'nom',
  'prenom',
  'telephone',
  'email',
  'designation_magasin',
  'adresse_magasin',
  'wilaya_magasin',
  'description',
] as const;

type Values = Omit<PartnerRequestInput, 'wilaya_magasin'> & { wilaya_magasin: string | null };

const EMPTY: Values = {
  nom: '',
  prenom: '',
  telephone: '',
  email: '',
  designation_magasin: '',
  adresse_magasin: '',
  wilaya_magasin: null,
  description: '',
};

/** The partner application: field errors under each field; success message and a cleared form. */
export function PartnerRequestForm() {
  const { t } = useTranslation();
  const send = useSendPartnerRequest();
  const [success, setSuccess] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // Messages name the fields by their visible labels, not the API's attribute names.
  const labels = () => ({
    nom: t('common.lastName'),
    prenom: t('common.firstName'),
    telephone: t('common.phone'),
    email: t('common.email'),
    designation_magasin: t('storefront.partnerRequest.designation'),
    wilaya_magasin: t('storefront.partnerRequest.wilaya'),
    adresse_magasin: t('storefront.partnerRequest.address'),
    description: t('common.description'),
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: zodValidate<Values>(partnerRequestSchema, labels),
    onValuesChange: () => setSuccess(false),
  });

  const submit = form.onSubmit(({ wilaya_magasin, ...values }) => {
    setFormError(null);
    setSuccess(false);
    send.mutate(
      { ...values, wilaya_magasin: wilaya_magasin ?? '' },
      {
        onSuccess: () => {
          form.reset();
          setSuccess(true);
        },
        onError: (error) => {
          const { fields, form: message } = splitServerErrors(error, FIELDS, labels());
          form.setErrors(fields);
          setFormError(message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('storefront.partnerRequest.formTitle')}>
      <FormError message={formError} />
      {success && (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} mb="md" role="status">
          {t('storefront.partnerRequest.success')}
        </Alert>
      )}
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('common.lastName')}
            autoComplete="family-name"
            withAsterisk
            {...form.getInputProps('nom')}
          />
          <TextInput
            label={t('common.firstName')}
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('prenom')}
          />
          <TextInput
            type="tel"
            dir="ltr"
            label={t('common.phone')}
            autoComplete="tel"
            withAsterisk
            {...form.getInputProps('telephone')}
          />
          <TextInput
            type="email"
            label={t('common.email')}
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('storefront.partnerRequest.designation')}
            autoComplete="organization"
            withAsterisk
            {...form.getInputProps('designation_magasin')}
          />
          <Select
            label={t('storefront.partnerRequest.wilaya')}
            placeholder={t('common.chooseWilaya')}
            data={wilayaOptions()}
            searchable
            clearable
            withAsterisk
            nothingFoundMessage={t('storefront.partnerRequest.noWilaya')}
            {...form.getInputProps('wilaya_magasin')}
          />
        </SimpleGrid>
        <TextInput
          label={t('storefront.partnerRequest.address')}
          autoComplete="street-address"
          withAsterisk
          {...form.getInputProps('adresse_magasin')}
        />
        <Textarea
          label={t('common.description')}
          description={t('storefront.partnerRequest.descriptionHint')}
          rows={5}
          withAsterisk
          {...form.getInputProps('description')}
        />
        <Button
          type="submit"
          size="md"
          loading={send.isPending}
          disabled={send.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('storefront.partnerRequest.submit')}
        </Button>
      </Stack>
    </form>
  );
}
