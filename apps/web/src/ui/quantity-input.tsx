import { TextInput, type TextInputProps } from '@mantine/core';
import type { KeyboardEvent } from 'react';

/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits, as an Arabic keyboard types them. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** What the field holds as typed: its digits only, an Arabic keyboard's read as the same numbers. */
export function typedDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf)).replace(/\D/g, '');
}

export interface QuantityInputProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> {
  /** The quantity shown, or '' while the shopper types a new one (a form's field gives it). */
  value?: number | string;
  /** A quantity typed, or '' when the field is emptied. */
  onChange: (value: number | '') => void;
  /** A quantity typed below `min` or above `max` is refused: the keystroke changes nothing. */
  min?: number;
  max?: number;
  /** Arrow up and down: one more, one less. */
  onStep?: (delta: 1 | -1) => void;
}

/**
 * A whole quantity typed in a text field (the phone's numeric keypad): digits only, no sign, no
 * decimals. Mantine's NumberInput did this through react-number-format, 20 KB of script gzip that a
 * basket and a product's page fetched before their first view for a field of a few digits
 * (docs/decisions/0070-the-basket-lighter-before-its-first-line.md).
 */
export function QuantityInput({
  value,
  onChange,
  min,
  max,
  onStep,
  onKeyDown,
  ...props
}: QuantityInputProps) {
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      autoComplete="off"
      value={String(value ?? '')}
      onChange={(event) => {
        const digits = typedDigits(event.currentTarget.value);
        if (digits === '') return onChange('');
        const quantity = Number(digits);
        if ((min !== undefined && quantity < min) || (max !== undefined && quantity > max)) return;
        onChange(quantity);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (onStep && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
          event.preventDefault();
          onStep(event.key === 'ArrowUp' ? 1 : -1);
        }
        onKeyDown?.(event);
      }}
    />
  );
}
