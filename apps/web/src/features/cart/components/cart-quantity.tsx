import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { clampQuantity } from '@souk/domain/articles';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityInput } from '@/ui/quantity-input';

interface CartQuantityProps {
  name: string;
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
}

/**
 * A line's quantity, clamped between 1 and the variant's stock, typed or with +/-. A quantity typed
 * above the stock becomes the stock, and the line says so (never a silent revert).
 */
export function CartQuantity({ name, value, stock, onChange }: CartQuantityProps) {
  const { t } = useTranslation();
  const quantity = clampQuantity(value, stock);
  // The field may be empty while a new number is typed; the clamp applies at once otherwise.
  const [text, setText] = useState<string | number>(quantity);
  const [capped, setCapped] = useState(false);
  useEffect(() => setText(quantity), [quantity]);
  const set = (next: number) => {
    const clamped = Math.max(1, clampQuantity(next, stock));
    setCapped(next > stock);
    setText(clamped);
    onChange(clamped);
  };

  return (
    <Stack gap={2}>
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
        <QuantityInput
          value={text}
          onChange={(next) => {
            // Above the stock: kept as typed until the field is left, then capped with a message.
            if (next === '' || Number(next) > stock) setText(next);
            else set(Number(next));
          }}
          onBlur={() => (text !== '' && Number(text) > stock ? set(Number(text)) : setText(quantity))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && text !== '' && Number(text) > stock) set(Number(text));
          }}
          onStep={(delta) => set(quantity + delta)}
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
      <Text size="xs" c="orange.9" role="status" maw={140}>
        {capped ? t('cart.stockCapped', { count: stock }) : null}
      </Text>
    </Stack>
  );
}
