import { describe, expect, it } from 'vitest';
import { unguardedForms } from '@/lib/zod-form-guard';

const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**', '!/src/lib/zod-form-guard.ts'],
  { query: '?raw', import: 'default', eager: true },
);

const forms = Object.keys(sources).filter((file) => /\buseForm\s*(?:<[^(]*>)?\s*\(/.test(sources[file]));

describe('every form validates with the domain schema the API parses (lib/zod-form.ts)', () => {
  it('finds the forms', () => {
    // Login, reset, both registers, profile, admin account, contact, partner application and account,
    // review, store edit, article, card, content (sponsor, founder, ad, configuration), category,
    // coupon model, promotion.
    expect(forms.length).toBeGreaterThanOrEqual(20);
  });

  it.each(forms)('%s', (file) => {
    expect(unguardedForms(file, sources)).toEqual([]);
  });
});

describe('the guard itself', () => {
  const file = '/src/features/demo/demo-form.tsx';
  const check = (source: string, others: Record<string, string> = {}) =>
    unguardedForms(file, { ...others, [file]: source });
  const header = `import { useForm } from '@mantine/form';
import { contactSchema } from '@souk/domain/public-forms';
import { passwordField, z } from '@souk/domain/validation';
import { zodValidate } from '@/lib/zod-form';
`;

  it('refuses a form without a validate function', () => {
    expect(check(`${header}const form = useForm<V>({ mode: 'controlled', initialValues: {} });`)).toEqual([
      `${file}:5: useForm without a validate function`,
    ]);
  });

  it('refuses rules of its own', () => {
    expect(
      check(
        `${header}const form = useForm<V>({ initialValues: {}, validate: { email: (v) => (v ? null : 'x') } });`,
      ),
    ).toHaveLength(1);
  });

  it('refuses a schema built in the web app, even from domain pieces', () => {
    const source = `${header}const local = z.object({ password: passwordField() }).refine((v) => v.password !== '');
const form = useForm<V>({ initialValues: {}, validate: zodValidate<V>(local) });`;
    expect(check(source)).toHaveLength(1);
  });

  it("accepts a domain schema, directly, through a local choice or from the form's model", () => {
    expect(
      check(`${header}const form = useForm<V>({ validate: zodValidate<V>(contactSchema, labels) });`),
    ).toEqual([]);
    const chosen = `${header}function schemaOf(edit: boolean) {
  return edit ? contactSchema : contactSchema;
}
const form = useForm<V>({ validate: zodValidate<V>(schemaOf(true), undefined, toPayload) });`;
    expect(check(chosen)).toEqual([]);
    const model = `import { contactSchema } from '@souk/domain/public-forms';
import { zodValidate } from '@/lib/zod-form';
export const checkDemo = zodValidate<V>(contactSchema);
`;
    const form = `import { useForm } from '@mantine/form';
import { checkDemo } from '@/features/demo/demo-model';
const form = useForm<V>({
  validate: checkDemo,
});`;
    expect(check(form, { '/src/features/demo/demo-model.ts': model })).toEqual([]);
    expect(check(form)).toHaveLength(1);
  });
});
