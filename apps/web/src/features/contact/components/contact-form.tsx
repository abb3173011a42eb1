import { Alert, Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ContactInput, contactSchema } from '@souk/domain/public-forms';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendContact } from '@/features/contact/api/send-contact';
import { splitServerErrors } from '@/lib/form-errors';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

const FIELDS = ['nom', 'prenom', 'telephone', 'email', 'sujet', 'msg'] as const;
const EMPTY: ContactInput = { nom: '', prenom: '', telephone: '', email: '', sujet: '', msg: '' };

/** The contact form: server field errors under each field; success message and a cleared form. */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContact();
  const [success, setSuccess] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ContactInput>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: zodValidate<ContactInput>(contactSchema),
    onValuesChange: () => setSuccess(false),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    setSuccess(false);
    send.mutate(values, {
      onSuccess: () => {
        form.reset();
        setSuccess(true);
      },
      onError: (error) => {
        const { fields, form: message } = splitServerErrors(error, FIELDS);
        form.setErrors(fields);
        setFormError(message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('storefront.contact.formTitle')}>
      <FormError message={formError} />
      {success && (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} mb="md" role="status">
          {t('storefront.contact.success')}
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
        </SimpleGrid>
        <TextInput label={t('storefront.forms.sujet')} withAsterisk {...form.getInputProps('sujet')} />
        <Textarea label={t('storefront.forms.msg')} rows={6} withAsterisk {...form.getInputProps('msg')} />
        <Button
          type="submit"
          size="md"
          loading={send.isPending}
          disabled={send.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('common.send')}
        </Button>
      </Stack>
    </form>
  );
}
