import { Button, Group, Modal, NativeSelect, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddStock } from '@/features/article-management/api/add-stock';
import { useEditStock } from '@/features/article-management/api/edit-stock';
import type {
  ManagedArticle,
  ManagerKind,
  StockEntry,
} from '@/features/article-management/article-management-types';
import { alertDialog, toastSuccess } from '@/features/backoffice/feedback';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { FormError } from '@/ui/form-error';

const FIELDS = ['prix', 'quantite'] as const;

/** Which stock dialog is open: a new entry, or an existing one to re-price / re-count. */
export type StockDialogState = { mode: 'add' } | { mode: 'edit'; entry: StockEntry } | null;

interface StockDialogProps {
  kind: ManagerKind;
  article: Pick<ManagedArticle, 'id' | 'slug' | 'options'>;
  state: StockDialogState;
  onClose: () => void;
}

/** The variant of a stock entry, 'Taille : S · Couleur : Rouge', in the article's option order. */
export function variantLabel(article: Pick<ManagedArticle, 'options'>, entry: StockEntry): string {
  return article.options
    .map((o) => {
      const chosen = entry.sous_options.find((so) => so.option_id === o.id);
      return chosen ? `${o.designation} : ${chosen.designation}` : null;
    })
    .filter(Boolean)
    .join(' · ');
}

/** The stock add / edit dialog of the article detail page. */
export function StockDialog({ kind, article, state, onClose }: StockDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      // Mantine closes every open modal on Escape (a window listener each): the 'Oops...' alert
      // shown above this dialog would take the line being entered with it. Escape is handled here
      // instead, only when it is pressed inside this dialog (React events follow the component
      // tree, and the alert is not part of it).
      closeOnEscape={false}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Escape' && !event.nativeEvent.isComposing) onClose();
      }}
      title={
        state?.mode === 'edit' ? t('boArticles.stockDialog.editTitle') : t('boArticles.stockDialog.addTitle')
      }
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {state && (
        <StockForm
          key={state.mode === 'edit' ? state.entry.id : 'add'}
          kind={kind}
          article={article}
          entry={state.mode === 'edit' ? state.entry : null}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

interface StockFormProps {
  kind: ManagerKind;
  article: StockDialogProps['article'];
  entry: StockEntry | null;
  onClose: () => void;
}

/**
 * A new entry picks one sub-option per option ('Valider' stays disabled until every option has
 * one), a price and a quantity; an existing entry only changes its price and quantity.
 * A 403 on add is the combination that already exists: 'Oops...' / 'Ce stock existe déjà!'.
 */
function StockForm({ kind, article, entry, onClose }: StockFormProps) {
  const { t } = useTranslation();
  const add = useAddStock(kind, article.slug);
  const edit = useEditStock(kind, article.slug);
  const saving = entry ? edit : add;
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [prix, setPrix] = useState<string | number>(entry?.prix ?? '');
  const [quantite, setQuantite] = useState<string | number>(entry?.quantite ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const complete = entry !== null || article.options.every((o) => Boolean(choices[o.id]));

  const onError = (error: unknown) => {
    if (!entry && isApiError(error) && error.status === 403) {
      alertDialog(t('common.oops'), t('boArticles.stockDialog.exists'));
      return;
    }
    if (isApiError(error) && Object.keys(error.errors).length > 0) {
      const fields: Record<string, string> = {};
      const other: string[] = [];
      for (const [key, messages] of Object.entries(error.errors)) {
        if ((FIELDS as readonly string[]).includes(key)) fields[key] = messages.join(' ');
        else other.push(...messages);
      }
      setErrors(fields);
      setFormError(other.length > 0 ? other.join(' ') : null);
      return;
    }
    setFormError(errorMessage(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || saving.isPending) return;
    setErrors({});
    setFormError(null);
    if (entry) {
      edit.mutate(
        { id: entry.id, payload: { prix, quantite } },
        {
          onSuccess: () => {
            toastSuccess(t('boArticles.stockDialog.updated'));
            onClose();
          },
          onError,
        },
      );
      return;
    }
    add.mutate(
      {
        article_id: article.id,
        prix,
        quantite,
        sous_options: article.options.map((o) => ({ option_id: o.id, id: Number(choices[o.id]) })),
      },
      {
        onSuccess: () => {
          toastSuccess(t('boArticles.stockDialog.added'));
          onClose();
        },
        onError,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={formError} />
      <Stack gap="md">
        {entry ? (
          <Text size="sm" fw={500} data-testid="stock-variant">
            {variantLabel(article, entry)}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {article.options.map((option) => (
                <NativeSelect
                  key={option.id}
                  label={option.designation}
                  required
                  value={choices[option.id] ?? ''}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setChoices((current) => ({ ...current, [option.id]: value }));
                  }}
                  data={[
                    { value: '', label: t('boArticles.stockDialog.choose') },
                    ...option.sous_options.map((so) => ({ value: String(so.id), label: so.designation })),
                  ]}
                />
              ))}
            </SimpleGrid>
            {!complete && (
              <Text size="xs" c="dimmed" id="stock-choose-all">
                {t('boArticles.stockDialog.chooseAll')}
              </Text>
            )}
          </>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={t('common.priceDzd')}
            required
            min={0}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=" "
            value={prix}
            onChange={(value) => {
              setPrix(value);
              setErrors(({ prix: _, ...rest }) => rest);
            }}
            error={errors.prix}
          />
          <NumberInput
            label={t('common.quantity')}
            required
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={quantite}
            onChange={(value) => {
              setQuantite(value);
              setErrors(({ quantite: _, ...rest }) => rest);
            }}
            error={errors.quantite}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={!complete}
            loading={saving.isPending}
            aria-describedby={complete ? undefined : 'stock-choose-all'}
          >
            {t('common.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
