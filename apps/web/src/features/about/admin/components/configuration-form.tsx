import {
  Box,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Tabs,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { aboutBody } from '@souk/domain/content-schemas';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AboutConfig } from '@/features/about/admin/api/get-about-config';
import { type AboutPayload, useSaveAbout } from '@/features/about/admin/api/save-about';
import { toastSuccess } from '@/features/backoffice/feedback';
import { pickedImage } from '@/features/categories/admin/content-feedback';
import { splitServerErrors } from '@/lib/form-errors';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';
import { ImageField } from '@/ui/image-field';

/**
 * The three vertical tabs of the configuration screen (docs/product/admin.md, Configuration) and the
 * fields of each.
 */
const TAB_FIELDS = {
  apropos: [
    'url_logo',
    'email',
    'telephone',
    'adresse',
    'latitude',
    'longitude',
    'facebook',
    'instagram',
    'linkedin',
    'twitter',
    'description',
  ],
  conditions: ['condition'],
  politique: ['politique'],
} as const;

type Tab = keyof typeof TAB_FIELDS;
const TABS = Object.keys(TAB_FIELDS) as Tab[];
const FIELDS = TABS.flatMap((tab) => TAB_FIELDS[tab]);

const SOCIALS = [
  ['facebook', 'common.facebook'],
  ['instagram', 'common.instagram'],
  ['linkedin', 'common.linkedin'],
  ['twitter', 'common.twitter'],
] as const;

interface Values {
  url_logo: string | null;
  email: string;
  telephone: string;
  adresse: string;
  latitude: number | string;
  longitude: number | string;
  facebook: string;
  instagram: string;
  linkedin: string;
  twitter: string;
  description: string;
  condition: string;
  politique: string;
}

function initialValues(about: AboutConfig): Values {
  return {
    url_logo: about.url_logo,
    email: about.email ?? '',
    telephone: about.telephone ?? '',
    adresse: about.adresse ?? '',
    latitude: about.latitude ?? '',
    longitude: about.longitude ?? '',
    facebook: about.facebook ?? '',
    instagram: about.instagram ?? '',
    linkedin: about.linkedin ?? '',
    twitter: about.twitter ?? '',
    description: about.description ?? '',
    condition: about.condition ?? '',
    politique: about.politique ?? '',
  };
}

const coordinate = (value: number | string) => (value === '' || value === null ? null : Number(value));

export function toAboutPayload({ url_logo, latitude, longitude, ...rest }: Values): AboutPayload {
  const logo = pickedImage(url_logo);
  return {
    ...rest,
    latitude: coordinate(latitude),
    longitude: coordinate(longitude),
    ...(logo ? { url_logo: logo } : {}),
  };
}

/**
 * The site configuration (docs/product/admin.md, Configuration): 'A propos', "Conditions d'utilisation" and
 * 'Politiques de confidentialité' in vertical tabs, saved together by `aboutAdd`. A refused field
 * brings its tab forward and marks it.
 */
export function ConfigurationForm({ about }: { about: AboutConfig }) {
  const { t } = useTranslation();
  const save = useSaveAbout();
  const [tab, setTab] = useState<Tab>('apropos');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(about),
    // The API's schema on the payload sent.
    validate: zodValidate<Values>(aboutBody, undefined, toAboutPayload),
  });
  const tabHasError = (name: Tab) => TAB_FIELDS[name].some((field) => form.errors[field]);
  /** Brings forward the first tab holding a refused field. */
  const showFirstRefused = (errors: Readonly<Record<string, unknown>>) => {
    const first = TABS.find((name) => TAB_FIELDS[name].some((field) => errors[field]));
    if (first) setTab(first);
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(toAboutPayload(values), {
      onSuccess: ({ data }) => {
        toastSuccess(t('common.updated'));
        // The logo now is the stored one: a later save does not send the picture again.
        form.setFieldValue('url_logo', data.url_logo);
      },
      onError: (error) => {
        const { fields, form: message } = splitServerErrors(error, FIELDS);
        form.setErrors(fields);
        setFormError(message);
        showFirstRefused(fields);
      },
    });
  }, showFirstRefused);

  const tabLabel = (name: Tab, label: string) => (
    <Tabs.Tab
      value={name}
      color={tabHasError(name) ? 'red' : undefined}
      rightSection={
        tabHasError(name) ? (
          <IconAlertCircle
            size={16}
            color="var(--mantine-color-red-6)"
            aria-label={t('adminContent.configuration.tabHasErrors')}
          />
        ) : null
      }
    >
      {label}
    </Tabs.Tab>
  );

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <FormError message={formError} />
        <Tabs
          value={tab}
          onChange={(value) => value && setTab(value as Tab)}
          orientation="vertical"
          variant="pills"
          styles={{ list: { minWidth: 220 } }}
        >
          <Tabs.List aria-label={t('adminContent.configuration.tabsLabel')}>
            {tabLabel('apropos', t('adminContent.configuration.tabs.apropos'))}
            {tabLabel('conditions', t('adminContent.configuration.tabs.conditions'))}
            {tabLabel('politique', t('adminContent.configuration.tabs.politique'))}
          </Tabs.List>

          <Tabs.Panel value="apropos" pl={{ base: 'sm', md: 'xl' }}>
            <Stack gap="md">
              <ImageField
                label={t('adminContent.configuration.fields.logo')}
                value={form.getValues().url_logo}
                onChange={(value) => {
                  form.setFieldValue('url_logo', value);
                  form.clearFieldError('url_logo');
                }}
                error={form.errors.url_logo as string | undefined}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  type="email"
                  label={t('common.email')}
                  withAsterisk
                  {...form.getInputProps('email')}
                />
                <TextInput
                  type="tel"
                  dir="ltr"
                  label={t('common.phone')}
                  withAsterisk
                  {...form.getInputProps('telephone')}
                />
              </SimpleGrid>
              <TextInput label={t('common.address')} withAsterisk {...form.getInputProps('adresse')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <NumberInput
                  label={t('adminContent.configuration.fields.latitude')}
                  description={t('adminContent.configuration.fields.coordinatesHint')}
                  decimalScale={7}
                  min={-90}
                  max={90}
                  hideControls
                  {...form.getInputProps('latitude')}
                />
                <NumberInput
                  label={t('adminContent.configuration.fields.longitude')}
                  description={t('adminContent.configuration.fields.coordinatesHint')}
                  decimalScale={7}
                  min={-180}
                  max={180}
                  hideControls
                  {...form.getInputProps('longitude')}
                />
                {SOCIALS.map(([field, label]) => (
                  <TextInput
                    key={field}
                    type="url"
                    label={t(label)}
                    placeholder="https://"
                    {...form.getInputProps(field)}
                  />
                ))}
              </SimpleGrid>
              <Textarea
                label={t('common.description')}
                withAsterisk
                rows={5}
                resize="vertical"
                maxLength={5000}
                {...form.getInputProps('description')}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="conditions" pl={{ base: 'sm', md: 'xl' }}>
            <Textarea
              label={t('adminContent.configuration.fields.condition')}
              description={t('adminContent.configuration.fields.textHint')}
              rows={16}
              resize="vertical"
              {...form.getInputProps('condition')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="politique" pl={{ base: 'sm', md: 'xl' }}>
            <Textarea
              label={t('adminContent.configuration.fields.politique')}
              description={t('adminContent.configuration.fields.textHint')}
              rows={16}
              resize="vertical"
              {...form.getInputProps('politique')}
            />
          </Tabs.Panel>
        </Tabs>
        <Box mt="lg">
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Box>
      </form>
    </Card>
  );
}
