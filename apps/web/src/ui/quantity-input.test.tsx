import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render-ui';
import { QuantityInput, typedDigits } from '@/ui/quantity-input';

function Field({ min, max, onStep }: { min?: number; max?: number; onStep?: (delta: 1 | -1) => void }) {
  const [value, setValue] = useState<number | string>(2);
  return (
    <QuantityInput
      aria-label="Quantité"
      value={value}
      onChange={setValue}
      min={min}
      max={max}
      onStep={onStep}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Quantité' }) as HTMLInputElement;

describe('QuantityInput', () => {
  it('reads digits only, an Arabic keyboard’s as the same numbers', () => {
    expect(typedDigits('12')).toBe('12');
    expect(typedDigits('-1.5e3')).toBe('153');
    expect(typedDigits('٣٤')).toBe('34');
    expect(typedDigits('۰۹')).toBe('09');
    expect(typedDigits('abc')).toBe('');
  });

  it('keeps what is typed as a whole number: no sign, no decimals, no letters; empty while retyped', async () => {
    const user = userEvent.setup();
    renderUi(<Field />);
    expect(field().value).toBe('2');
    expect(field().getAttribute('inputmode')).toBe('numeric');
    await user.clear(field());
    expect(field().value).toBe('');
    await user.type(field(), '-1.x5');
    expect(field().value).toBe('15');
    await user.clear(field());
    await user.type(field(), '٧');
    expect(field().value).toBe('7');
  });

  it('refuses a keystroke that would go below min or above max', async () => {
    const user = userEvent.setup();
    renderUi(<Field min={1} max={5} />);
    await user.clear(field());
    await user.type(field(), '94');
    expect(field().value).toBe('4');
    await user.clear(field());
    await user.type(field(), '0');
    expect(field().value).toBe('');
  });

  it('steps with the arrow keys', async () => {
    const user = userEvent.setup();
    const onStep = vi.fn();
    renderUi(<Field onStep={onStep} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}{ArrowDown}{ArrowDown}');
    expect(onStep.mock.calls).toEqual([[1], [-1], [-1]]);
  });
});
