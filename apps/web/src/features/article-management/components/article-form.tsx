import {
  Button,
  Grid,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useAddArticle } from '@/features/article-management/api/add-article';
import { useEditArticle } from '@/features/article-management/api/edit-article';
import { useCategoryChoices } from '@/features/article-management/api/get-category-choices';
import {
  type ArticleFormValues,
  articleFormFrom,
  clientErrors,
  emptyArticleForm,
  hasMissingFields,
  isFormField,
  toArticlePayload,
} from '@/features/article-management/article-form-model';
import type { ManagedArticle, ManagerKind } from '@/features/article-management/article-management-types';
import { ARTICLE_ROUTES } from '@/features/article-management/article-routes';
import { GalleryPicker } from '@/features/article-management/components/gallery-picker';
import { OptionsEditor } from '@/features/article-management/components/options-editor';
import { useArticleDeletions } from '@/features/article-management/use-article-deletions';
import { toastSuccess } from '@/features/backoffice/feedback';
import { isApiError } from '@/lib/api-client';
import { fieldMessages } from '@/lib/error-messages';
import { errorMessage } from '@/lib/form-errors';
import { FormError } from '@/ui/form-error';
import { ImageField } from '@/ui/image-field';

/** The 'Champs incomplets' toast lasts 3000 ms, at the top right like every toast. */
export const INCOMPLETE_TOAST_MS = 3000;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Moves the focus to the first field marked invalid, once the errors are on screen. */
function focusFirstError() {
  window.setTimeout(() => {
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  }, 0);
}

interface ArticleFormProps {
  kind: ManagerKind;
  /** The article to update; a new one is created without it. */
  article?: ManagedArticle;
}

/**
 * Create ('Nouveau Article') and update ('Modifier Article') form of both back-offices
 * (docs/product/admin.md and partner.md, Articles): main image, designation, brand and its logo,
 * category → sub-category, description, options with sub-options (optional pictures) and the gallery.
 * Missing required fields show the 'Champs incomplets' toast; a 422 puts each message under its field
 * (dotted keys included); a success opens the article's detail page from the reply's `data.slug`.
 */
export function ArticleForm({ kind, article }: ArticleFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = ARTICLE_ROUTES[kind];
  const categories = useCategoryChoices(kind);
  const add = useAddArticle(kind);
  const edit = useEditArticle(kind, article?.id ?? 0);
  const saving = article ? edit : add;
  const deletions = useArticleDeletions(kind, article ?? { id: 0, slug: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ArticleFormValues>({
    mode: 'controlled',
    initialValues: article ? articleFormFrom(article) : emptyArticleForm(),
    // The API's schema, keyed like a 422 reply (`options.0.sous_options.1.designation`).
    validate: clientErrors,
  });
  const values = form.getValues();
  const categorie = categories.data?.find((c) => String(c.id) === values.categorie_id);

  const submit = form.onSubmit(
    (submitted) => {
      setFormError(null);
      saving.mutate(toArticlePayload(submitted, article), {
        onSuccess: (reply) => {
          toastSuccess(article ? t('common.updated') : t('common.created'));
          navigate(pathFor(routes.detail, { slug: reply.data.slug }));
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.errors).length > 0) {
            const fields: Record<string, string> = {};
            const other: string[] = [];
            for (const [key, messages] of Object.entries(error.errors)) {
              // Each sentence in the screen's language, from its code (decision 0041).
              const shown = fieldMessages(messages, error.codes[key]);
              if (isFormField(key)) fields[key] = shown.join(' ');
              else other.push(...shown);
            }
            form.setErrors(fields);
            setFormError(other.length > 0 ? other.join(' ') : null);
            focusFirstError();
          } else {
            setFormError(errorMessage(error));
          }
        },
      });
    },
    (_errors, submitted) => {
      setFormError(null);
      if (hasMissingFields(submitted)) {
        notifications.show({
          color: 'red',
          title: t('boArticles.form.incompleteTitle'),
          message: t('boArticles.form.incompleteText'),
          autoClose: INCOMPLETE_TOAST_MS,
          position: 'top-right',
        });
      }
      focusFirstError();
    },
  );

  const categoryData = [
    { value: '', label: t('boArticles.form.chooseCategorie') },
    ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.designation })),
  ];
  const sousCategoryData = [
    {
      value: '',
      label: categorie ? t('boArticles.form.chooseSousCategorie') : t('boArticles.form.chooseCategorieFirst'),
    },
    ...(categorie?.sous_categories ?? []).map((s) => ({ value: String(s.id), label: s.designation })),
  ];

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={article ? t('boArticles.form.updateLabel') : t('boArticles.form.createLabel')}
    >
      <FormError message={formError} />
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Section title={t('boArticles.form.sections.general')}>
              <Stack gap="md">
                <TextInput
                  label={t('boArticles.form.designation')}
                  required
                  {...form.getInputProps('designation')}
                />
                <TextInput label={t('boArticles.form.marque')} required {...form.getInputProps('marque')} />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <NativeSelect
                    label={t('common.category')}
                    required
                    data={categoryData}
                    value={values.categorie_id}
                    disabled={categories.isLoading}
                    error={
                      categories.isError
                        ? t('boArticles.form.categoriesError')
                        : (form.errors.categorie_id as string | undefined)
                    }
                    onChange={(event) => {
                      form.setFieldValue('categorie_id', event.currentTarget.value);
                      form.setFieldValue('sous_categorie_id', '');
                      form.clearFieldError('categorie_id');
                    }}
                  />
                  <NativeSelect
                    label={t('common.subCategory')}
                    required
                    data={sousCategoryData}
                    disabled={!categorie}
                    {...form.getInputProps('sous_categorie_id')}
                  />
                </SimpleGrid>
                <Textarea
                  label={t('common.description')}
                  required
                  rows={6}
                  resize="vertical"
                  {...form.getInputProps('description')}
                />
              </Stack>
            </Section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Section title={t('boArticles.form.sections.images')}>
              <Stack gap="lg">
                <ImageField
                  label={t('boArticles.form.image')}
                  required
                  size={140}
                  value={values.url_image || null}
                  onChange={(value) => {
                    form.setFieldValue('url_image', value ?? '');
                    form.clearFieldError('url_image');
                  }}
                  error={form.errors.url_image as string | undefined}
                />
                <ImageField
                  label={t('boArticles.form.brandLogo')}
                  removable
                  size={72}
                  value={values.url_image_marque}
                  onChange={(value) => {
                    form.setFieldValue('url_image_marque', value);
                    form.clearFieldError('url_image_marque');
                  }}
                  error={form.errors.url_image_marque as string | undefined}
                />
              </Stack>
            </Section>
          </Grid.Col>
        </Grid>

        <Section title={t('boArticles.form.sections.options')}>
          <OptionsEditor form={form} />
        </Section>

        <Section title={t('boArticles.form.sections.gallery')}>
          <GalleryPicker
            form={form}
            productName={values.designation}
            existing={article?.galeries}
            onDeleteExisting={article ? deletions.deletePhoto : undefined}
          />
        </Section>

        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            component={Link}
            to={article ? pathFor(routes.detail, { slug: article.slug }) : pathFor(routes.list)}
          >
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving.isPending}>
            {t('common.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
