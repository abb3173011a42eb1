import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pathFor } from '@/app/route-names';

/** Product search: required, runs only with non-empty text, and goes to SearchResult. */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('search') ?? '';
  const [value, setValue] = useState(current);

  // Keep the box in step with the results page when the query changes (back/forward).
  useEffect(() => setValue(current), [current]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = value.trim();
    if (!search) return;
    navigate(pathFor('SearchResult', {}, { search }));
  };

  return (
    // A named form: the <search> element would be the better landmark but jsdom and older
    // browsers do not know it yet.
    <form onSubmit={submit} aria-label={t('storefront.header.searchLabel')}>
      <TextInput
        type="search"
        name="search"
        required
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        placeholder={t('storefront.header.searchPlaceholder')}
        aria-label={t('storefront.header.searchLabel')}
        radius="xl"
        size="md"
        rightSectionWidth={44}
        rightSection={
          <ActionIcon type="submit" radius="xl" size="lg" aria-label={t('common.search')}>
            <IconSearch size={18} />
          </ActionIcon>
        }
      />
    </form>
  );
}
