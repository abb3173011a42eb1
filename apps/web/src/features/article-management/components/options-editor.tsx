import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_OPTIONS, MAX_SOUS_OPTIONS } from '@souk/domain/article-schemas';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  type ArticleFormValues,
  newOption,
  newSousOption,
  type OptionDraft,
  removeOption,
  removeSousOption,
} from '@/features/article-management/article-form-model';
import { ImageField } from '@/ui/image-field';

type ArticleForm = UseFormReturnType<ArticleFormValues>;

function ErrorText({ message }: { message: unknown }) {
  if (typeof message !== 'string' || !message) return null;
  return (
    <Text c="red" size="sm" role="alert">
      {message}
    </Text>
  );
}

/**
 * The options of an article, each with its sub-options (designation and an optional picture).
 * An article keeps at least one option and each option at least one sub-option: the last one's
 * remove button is disabled (and a removal of it would be ignored).
 */
export function OptionsEditor({ form }: { form: ArticleForm }) {
  const { t } = useTranslation();
  const { options } = form.getValues();

  // Errors are keyed by position: once rows move, the old messages would point at other rows.
  const setOptions = (next: OptionDraft[]) => {
    if (next === options) return;
    form.setFieldValue('options', next);
    form.setErrors(
      Object.fromEntries(Object.entries(form.errors).filter(([key]) => !key.startsWith('options'))),
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('boArticles.form.optionsHint')}
      </Text>
      <ErrorText message={form.errors.options} />
      {options.map((option, i) => {
        const n = i + 1;
        const base = `options.${i}`;
        return (
          <Paper
            key={option.key}
            withBorder
            radius="md"
            p="md"
            component="fieldset"
            m={0}
            aria-label={t('boArticles.form.optionLegend', { index: n })}
            data-testid="option-block"
          >
            <Group align="flex-end" wrap="nowrap" gap="sm">
              <TextInput
                style={{ flex: 1 }}
                label={t('boArticles.form.optionDesignation', { index: n })}
                placeholder={t('boArticles.form.optionPlaceholder')}
                required
                {...form.getInputProps(`${base}.designation`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                disabled={options.length <= 1}
                aria-label={t('boArticles.form.removeOption', { index: n })}
                onClick={() => setOptions(removeOption(options, i))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>

            <Stack gap="sm" mt="md" pl={{ base: 0, sm: 'md' }}>
              <Title order={4} fz="sm" c="dimmed">
                {t('boArticles.form.sousOptions')}
              </Title>
              {option.sous_options.map((sousOption, j) => {
                const m = j + 1;
                const path = `${base}.sous_options.${j}`;
                return (
                  <Group
                    key={sousOption.key}
                    align="flex-start"
                    wrap="wrap"
                    gap="sm"
                    data-testid="sous-option-row"
                  >
                    <TextInput
                      style={{ flex: '1 1 12rem' }}
                      label={t('boArticles.form.sousOptionDesignation', { option: n, index: m })}
                      placeholder={t('boArticles.form.sousOptionPlaceholder')}
                      required
                      {...form.getInputProps(`${path}.designation`)}
                    />
                    <ImageField
                      compact
                      removable
                      size={56}
                      label={t('boArticles.form.sousOptionImage', { option: n, index: m })}
                      value={sousOption.url_image}
                      onChange={(value) => {
                        form.setFieldValue(`${path}.url_image`, value);
                        form.clearFieldError(`${path}.url_image`);
                      }}
                      error={form.errors[`${path}.url_image`] as string | undefined}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      mt={26}
                      disabled={option.sous_options.length <= 1}
                      aria-label={t('boArticles.form.removeSousOption', { option: n, index: m })}
                      onClick={() => setOptions(removeSousOption(options, i, j))}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                );
              })}
              <ErrorText message={form.errors[`${base}.sous_options`]} />
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  disabled={option.sous_options.length >= MAX_SOUS_OPTIONS}
                  onClick={() => form.insertListItem(`${base}.sous_options`, newSousOption())}
                  aria-label={t('boArticles.form.addSousOptionTo', { index: n })}
                >
                  {t('boArticles.form.addSousOption')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={options.length >= MAX_OPTIONS}
          onClick={() => form.insertListItem('options', newOption())}
        >
          {t('boArticles.form.addOption')}
        </Button>
      </Group>
    </Stack>
  );
}
