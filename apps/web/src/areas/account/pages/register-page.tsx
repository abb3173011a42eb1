// Drawn by the server like login (docs/decisions/0028-server-drawn-first-view.md): beyond the storefront's
// first-view styles (app/mantine-first-view-styles.ts), its inputs' own files, not the whole Mantine sheet.
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Genre } from '@souk/domain/auth-schemas';
import { clientRegisterSchema } from '@souk/domain/auth-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathFor } from '@/app/route-names';
import type { ClientRegisterPayload } from '@/features/accounts/account-types';
import { useClientRegister } from '@/features/accounts/api/client-register';
import { splitServerErrors } from '@/lib/form-errors';
import { usePasswordStrength } from '@/lib/password-strength';
import { wilayaOptions } from '@/lib/wilayas';
import { zodValidate } from '@/lib/zod-form';
import { AuthCard } from '@/ui/auth-card';
import { FormError } from '@/ui/form-error';

const FIELDS = [
  'nom',
  'prenom',
  'email',
  'adresse',
  'telephone',
  'wilaya',
  'genre',
  'password',
  'password_confirmation',
] as const;

interface RegisterValues {
  nom: string;
  prenom: string;
  email: string;
  adresse: string;
  telephone: string;
  wilaya: string | null;
  genre: Genre | '';
  password: string;
  password_confirmation: string;
  terms: boolean;
}

function toPayload({ terms: _terms, wilaya, ...values }: RegisterValues): ClientRegisterPayload {
  return { ...values, wilaya: wilaya ?? '' };
}

const validatePayload = zodValidate<RegisterValues>(clientRegisterSchema, undefined, toPayload);

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useClientRegister();
  const [formError, setFormError] = useState<string | null>(null);

  usePasswordStrength();
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: {
      nom: '',
      prenom: '',
      email: '',
      adresse: '',
      telephone: '',
      wilaya: null,
      genre: '',
      password: '',
      password_confirmation: '',
      terms: false,
    },
    // The API's schema, on the payload the form sends (the password's strength said as soon as the
    // field is left, decision 0031); the terms must be accepted too (enforced, unlike the original:
    // docs/product/storefront-and-client.md, Differences).
    validate: (values) => ({
      ...validatePayload(values),
      ...(values.terms ? {} : { terms: t('auth.register.termsRequired') }),
    }),
    validateInputOnBlur: ['password'],
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    register.mutate(toPayload(values), {
      onSuccess: () => navigate(pathFor('Profile')),
      onError: (error) => {
        const { fields, form: message } = splitServerErrors(error, FIELDS);
        form.setErrors(fields);
        setFormError(message);
      },
    });
  });

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      width={680}
      footer={
        <Text size="sm">
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to={pathFor('Login')} fw={600}>
            {t('common.logIn')}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
        <FormError message={formError} />
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
              type="email"
              label={t('common.email')}
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
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
              label={t('common.address')}
              autoComplete="street-address"
              withAsterisk
              {...form.getInputProps('adresse')}
            />
            <Select
              label={t('common.wilaya')}
              placeholder={t('common.chooseWilaya')}
              data={wilayaOptions()}
              searchable
              withAsterisk
              {...form.getInputProps('wilaya')}
            />
          </SimpleGrid>
          <Radio.Group label={t('common.genre')} withAsterisk {...form.getInputProps('genre')}>
            <Group gap="xl" mt={6}>
              <Radio value="home" label={t('enums.genre.home')} />
              <Radio value="femme" label={t('enums.genre.femme')} />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              label={t('common.password')}
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('common.passwordConfirmation')}
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('password_confirmation')}
            />
          </SimpleGrid>
          <Checkbox label={t('auth.register.terms')} {...form.getInputProps('terms', { type: 'checkbox' })} />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={register.isPending}
            disabled={register.isPending}
          >
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
