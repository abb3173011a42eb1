import {
  Button,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { promotionBody } from '@souk/domain/promotion-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/features/backoffice/feedback';
import { isApiError } from '@/lib/api-client';
import { splitServerErrors } from '@/lib/form-errors';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';
import { addPromotion, editPromotion, reloadAfterPromotionWrite } from '../api/promotions-api';
import type { Promotion, PromotionArticle, PromotionFormValues, PromotionKind } from '../promotion-types';
import { ArticlePicker } from './article-picker';
import { ArticleSelectTable } from './article-select-table';

const FIELDS = ['designation', 'date_debut', 'date_fin', 'pourcentage', 'article_ids'] as const;

const EMPTY: PromotionFormValues = { designation: '', date_debut: '', date_fin: '', pourcentage: '' };

/** The field of each server message: `article_ids.3` (one bad id) is shown under the article list. */
function serverErrors(error: unknown) {
  const errors = isApiError(error) ? error.errors : {};
  const extra = Object.keys(errors).filter((key) => key.startsWith('article_ids.'));
  const { fields, form } = splitServerErrors(error, [...FIELDS, ...extra]);
  const merged: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = key.startsWith('article_ids.') ? 'article_ids' : key;
    merged[field] = merged[field] ? `${merged[field]} ${message}` : message;
  }
  return { fields: merged, form };
}

interface PromotionFormModalProps {
  kind: PromotionKind;
  opened: boolean;
  onClose: () => void;
  /** The promotion to edit; none to create one. */
  promotion?: Promotion;
}

/**
 * 'Nouvelle promotion' and its edit (docs/product/partner.md, Promotions): designation, dates,
 * percentage and the articles. Creating shows the article picker; editing shows two tabs, the
 * articles already in the promotion and all the articles. Server messages are shown under their
 * field. The form lives outside the dialog's content: a closed dialog keeps a draft, a successful
 * creation empties it (fields and selected articles).
 */
export function PromotionFormModal({ kind, opened, onClose, promotion }: PromotionFormModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const queryClient = useQueryClient();
  // The ticked articles, read by the check before sending (they live outside the form's values).
  const selectedIds = useRef<number[]>([]);
  const form = useForm<PromotionFormValues>({
    mode: 'controlled',
    initialValues: promotion
      ? {
          designation: promotion.designation,
          date_debut: promotion.date_debut,
          date_fin: promotion.date_fin,
          pourcentage: promotion.pourcentage,
        }
      : EMPTY,
    // The API's schema on the body sent, the ticked articles included.
    validate: zodValidate<PromotionFormValues>(promotionBody, undefined, (values) => ({
      ...values,
      article_ids: selectedIds.current,
    })),
  });
  const [selection, setSelection] = useState<Map<number, PromotionArticle>>(
    () => new Map((promotion?.articles ?? []).map((a) => [a.id, a])),
  );
  selectedIds.current = [...selection.keys()];
  const [formError, setFormError] = useState<string | null>(null);
  const selected = new Set(selection.keys());

  const save = useMutation({
    mutationFn: ({ values, ids }: { values: PromotionFormValues; ids: number[] }) =>
      promotion ? editPromotion(kind, promotion.id, values, ids) : addPromotion(kind, values, ids),
  });

  const toggle = (article: PromotionArticle, checked: boolean) => {
    form.clearFieldError('article_ids');
    setSelection((current) => {
      const next = new Map(current);
      if (checked) next.set(article.id, article);
      else next.delete(article.id);
      return next;
    });
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(
      { values, ids: [...selection.keys()] },
      {
        onSuccess: () => {
          toastSuccess(promotion ? t('common.updated') : t('common.created'));
          void reloadAfterPromotionWrite(queryClient, kind);
          if (!promotion) {
            form.reset();
            setSelection(new Map());
          }
          onClose();
        },
        onError: (error) => {
          const { fields, form: message } = serverErrors(error);
          form.setErrors(fields);
          setFormError(message);
        },
      },
    );
  });

  const count = selection.size;
  // The first tab keeps an unticked article in view (until the dialog closes) so it can be ticked back.
  const listed = [
    ...new Map([...(promotion?.articles ?? []), ...selection.values()].map((a) => [a.id, a])).values(),
  ];
  const articlesError = form.errors.article_ids;
  const picker = (
    <ArticlePicker kind={kind} selected={selected} onToggle={toggle} promotionId={promotion?.id} />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={promotion ? t('boPromotions.form.editTitle') : t('boPromotions.form.createTitle')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <FormError message={formError} />
        <Stack gap="md">
          <TextInput label={t('common.designation')} withAsterisk {...form.getInputProps('designation')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              type="date"
              label={t('boPromotions.form.dateDebut')}
              withAsterisk
              {...form.getInputProps('date_debut')}
            />
            <TextInput
              type="date"
              label={t('boPromotions.form.dateFin')}
              withAsterisk
              {...form.getInputProps('date_fin')}
            />
            <NumberInput
              label={t('boPromotions.form.pourcentage')}
              withAsterisk
              allowDecimal={false}
              allowNegative={false}
              suffix=" %"
              {...form.getInputProps('pourcentage')}
            />
          </SimpleGrid>
          <Fieldset legend={t('boPromotions.form.articlesLegend')} variant="unstyled">
            <Stack gap="xs">
              <Text size="sm" c={count ? undefined : 'dimmed'} aria-live="polite">
                {count === 0
                  ? t('boPromotions.form.noneSelected')
                  : count === 1
                    ? t('boPromotions.form.selectedCountOne', { count })
                    : t('boPromotions.form.selectedCountMany', { count })}
              </Text>
              {articlesError && (
                <Text size="sm" c="red" role="alert">
                  {articlesError}
                </Text>
              )}
              {promotion ? (
                <Tabs defaultValue="selected">
                  <Tabs.List>
                    <Tabs.Tab value="selected">{t('boPromotions.form.selectedTab')}</Tabs.Tab>
                    <Tabs.Tab value="all">{t('boPromotions.form.allTab')}</Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="selected" pt="xs">
                    {listed.length === 0 ? (
                      <Text size="sm" c="dimmed" ta="center" py="md">
                        {t('boPromotions.form.noneSelected')}
                      </Text>
                    ) : (
                      <ArticleSelectTable
                        articles={listed}
                        selected={selected}
                        onToggle={toggle}
                        promotionId={promotion.id}
                      />
                    )}
                  </Tabs.Panel>
                  <Tabs.Panel value="all" pt="xs">
                    {picker}
                  </Tabs.Panel>
                </Tabs>
              ) : (
                picker
              )}
            </Stack>
          </Fieldset>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
