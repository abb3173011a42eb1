// Beyond the storefront's first-view styles (app/mantine-first-view-styles.ts): the basket's screen
// loads no whole Mantine sheet (app/router.tsx, ownStylesPage).
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { Group, NativeSelect, Radio, Stack } from '@mantine/core';
import { type ModeLivraison, wilayaCodeOf, wilayaLabelOf } from '@souk/domain/delivery';
import { useTranslation } from 'react-i18next';
import type { DeliveryChoice } from '@/features/delivery/delivery-types';
import { wilayaOptions } from '@/lib/wilayas';

interface DeliveryChoiceFieldsProps {
  value: DeliveryChoice;
  /** The wilaya the quote priced (the profile's while the client chose none). */
  resolvedWilaya: number | null;
  onChange: (next: DeliveryChoice) => void;
  error?: string;
  size?: 'xs' | 'sm';
}

/** Destination wilaya ('NN - Name', the profile's by default) and delivery mode, shared by the cart and the order modal. */
export function DeliveryChoiceFields({
  value,
  resolvedWilaya,
  onChange,
  error,
  size = 'sm',
}: DeliveryChoiceFieldsProps) {
  const { t } = useTranslation();
  const current = wilayaLabelOf(value.wilaya ?? resolvedWilaya) ?? '';
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('delivery.choice.wilaya')}
        size={size}
        withAsterisk
        value={current}
        error={error}
        data={[{ value: '', label: t('common.chooseWilaya') }, ...wilayaOptions()]}
        onChange={(event) => onChange({ ...value, wilaya: wilayaCodeOf(event.currentTarget.value) })}
      />
      <Radio.Group
        label={t('delivery.choice.mode')}
        size={size}
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode: mode as ModeLivraison })}
      >
        <Group gap="md" mt={4}>
          <Radio value="domicile" label={t('enums.modeLivraison.domicile')} size={size} />
          <Radio value="stop_desk" label={t('enums.modeLivraison.stop_desk')} size={size} />
        </Group>
      </Radio.Group>
    </Stack>
  );
}
