import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { clampQuantity } from '@souk/domain/articles';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CartQuantityProps {
  name: string;
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
}

/** A line's quantity, clamped between 1 and the variant's stock, typed or with +/-. */
export function CartQuantity({ name, value, stock, onChange }: CartQuantityProps) {
  const { t } = useTranslation();
  const quantity = clampQuantity(value, stock);
  // The field may be empty while a new number is typed; the clamp applies at once otherwise.
  const [text, setText] = useState<string | number>(quantity);
  useEffect(() => setText(quantity), [quantity]);
  const set = (next: number) => {
    const clamped = Math.max(1, clampQuantity(next, stock));
    setText(clamped);
    onChange(clamped);
  };

  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={32}
        onClick={() => set(quantity - 1)}
        disabled={quantity <= 1}
        aria-label={t('cart.decrease', { name })}
      >
        <IconMinus size={14} />
      </ActionIcon>
      <NumberInput
        value={text}
        onChange={(next) => (next === '' ? setText('') : set(Number(next)))}
        onBlur={() => setText(quantity)}
        min={1}
        max={Math.max(stock, 1)}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        hideControls
        w={56}
        size="sm"
        styles={{ input: { textAlign: 'center' } }}
        aria-label={t('cart.quantityOf', { name })}
      />
      <ActionIcon
        variant="default"
        size={32}
        onClick={() => set(quantity + 1)}
        disabled={quantity >= stock}
        aria-label={t('cart.increase', { name })}
      >
        <IconPlus size={14} />
      </ActionIcon>
    </Group>
  );
}
