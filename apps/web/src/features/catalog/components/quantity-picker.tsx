import { ActionIcon, Group } from '@mantine/core';
import { clampQuantity } from '@souk/domain/articles';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityInput } from '@/ui/quantity-input';

interface QuantityPickerProps {
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/**
 * Quantity between 1 and the variant's stock; typing and the +/- buttons are clamped alike
 * (docs/product/storefront-and-client.md, Product modal).
 */
export function QuantityPicker({ value, stock, onChange, disabled }: QuantityPickerProps) {
  const { t } = useTranslation();
  const quantity = clampQuantity(value, stock);
  // The field may be empty while a new number is typed; anything typed is clamped at once.
  const [text, setText] = useState<string | number>(quantity);
  useEffect(() => setText(quantity), [quantity]);

  const set = (next: number) => {
    const clamped = clampQuantity(next, stock);
    setText(clamped);
    onChange(clamped);
  };
  const off = disabled || stock < 1;

  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={36}
        onClick={() => set(quantity - 1)}
        disabled={off || quantity <= 1}
        aria-label={t('storefront.product.decrease')}
      >
        <IconMinus size={16} />
      </ActionIcon>
      <QuantityInput
        value={text}
        onChange={(next) => (next === '' ? setText('') : set(next))}
        onBlur={() => setText(quantity)}
        min={stock < 1 ? 0 : 1}
        max={Math.max(stock, 0)}
        onStep={(delta) => set(quantity + delta)}
        disabled={off}
        w={72}
        styles={{ input: { textAlign: 'center' } }}
        aria-label={t('common.quantity')}
      />
      <ActionIcon
        variant="default"
        size={36}
        onClick={() => set(quantity + 1)}
        disabled={off || quantity >= stock}
        aria-label={t('storefront.product.increase')}
      >
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
