import { TextInput } from '@mantine/core';
import { SEARCH_MAX } from '@souk/domain/pagination';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchBoxProps {
  /** Called with the typed text when Enter is pressed (back-office lists search on Enter only). */
  onSearch: (value: string) => void;
  placeholder?: string;
  label?: string;
  w?: number | string;
}

/** The back-office search field: nothing is sent while typing, Enter runs the search. */
export function SearchBox({ onSearch, placeholder, label, w = 280 }: SearchBoxProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  return (
    <TextInput
      w={w}
      type="search"
      maxLength={SEARCH_MAX}
      aria-label={label ?? t('common.search')}
      placeholder={placeholder ?? t('backoffice.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSearch(value.trim());
        }
      }}
    />
  );
}
