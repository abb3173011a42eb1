// Beyond the storefront's first-view styles (app/mantine-first-view-styles.ts).
import '@mantine/core/styles/Rating.layer.css';
import { Button, Group, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { notationAddSchema } from '@souk/domain/client-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddReview } from '@/features/reviews/api/add-review';
import { splitServerErrors } from '@/lib/form-errors';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';

const FIELDS = ['note', 'commentaire'] as const;

interface ReviewFormProps {
  articleId: number;
}

interface Values {
  note: number;
  commentaire: string;
}

const validateWithDomain = zodValidate<Record<string, unknown>>(notationAddSchema);

/**
 * The product modal's review form (docs/product/storefront-and-client.md, Product modal): Submit stays
 * disabled until 1 to 5 stars are picked; the comment is required. A success says 'Article ajouté avec
 * success' and reloads the product.
 */
export function ReviewForm({ articleId }: ReviewFormProps) {
  const { t } = useTranslation();
  const addReview = useAddReview();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { note: 0, commentaire: '' },
    validate: (values) =>
      validateWithDomain({
        article_id: articleId,
        note: String(values.note),
        commentaire: values.commentaire,
      }),
  });
  const { note } = form.getValues();

  const submit = form.onSubmit((values) => {
    setFormError(null);
    addReview.mutate(
      { article_id: articleId, note: String(values.note), commentaire: values.commentaire.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('reviews.success'), autoClose: 2500 });
          form.reset();
        },
        onError: (error) => {
          const { fields, form: message } = splitServerErrors(error, FIELDS);
          form.setErrors(fields);
          setFormError(message);
        },
      },
    );
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`review-form-${articleId}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={4} fz="md" id={`review-form-${articleId}`}>
            {t('reviews.title')}
          </Title>
          <FormError message={formError} />
          <div>
            <Text size="sm" fw={500} id={`review-rating-${articleId}`}>
              {t('reviews.rating')}
            </Text>
            <Group gap="sm" mt={4}>
              <Rating
                value={note}
                onChange={(value) => {
                  form.setFieldValue('note', value);
                  form.clearFieldError('note');
                }}
                size="lg"
                name={`note-${articleId}`}
                getSymbolLabel={(index) =>
                  t(index === 1 ? 'reviews.starOne' : 'reviews.starMany', { count: index })
                }
                aria-labelledby={`review-rating-${articleId}`}
              />
              {note === 0 && (
                <Text size="xs" c="dimmed">
                  {t('reviews.ratingHint')}
                </Text>
              )}
            </Group>
            {form.errors.note && (
              <Text c="red" size="xs" mt={4} role="alert">
                {form.errors.note}
              </Text>
            )}
          </div>
          <Textarea
            label={t('reviews.comment')}
            placeholder={t('reviews.commentPlaceholder')}
            rows={4}
            maxLength={2000}
            withAsterisk
            {...form.getInputProps('commentaire')}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={note < 1 || note > 5} loading={addReview.isPending}>
              {t('common.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
