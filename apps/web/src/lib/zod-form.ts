import { toFieldErrors, type z } from '@souk/domain/validation';
import { fieldMessages } from '@/lib/error-messages';

type Labels = () => Readonly<Partial<Record<string, string>>>;

/**
 * A Mantine form `validate` function from a domain zod schema (the same one the API parses), so
 * the browser shows the server's messages (translated from their codes, decision 0041), keyed like a 422 reply, before sending anything.
 * `labels()` gives the fields' visible labels (read at each validation, in the current language):
 * they replace the API's attribute names in the messages, as `splitServerErrors` does.
 * `input(values)` is what the schema parses when the form's values are not the payload itself (the
 * payload the form sends: a select's null as '', a token from the address, fields shown read-only).
 */
export function zodValidate<T>(
  schema: z.ZodType,
  labels: Labels = () => ({}),
  input: (values: T) => unknown = (values) => values,
) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(input(values));
    if (result.success) return {};
    const errors: Record<string, string> = {};
    const found = toFieldErrors(result.error);
    for (const [field, messages] of Object.entries(found.errors)) {
      const [first] = fieldMessages(messages.slice(0, 1), found.codes[field], labels()[field]);
      if (first) errors[field] = first;
    }
    return errors;
  };
}

/**
 * The browser's messages for keys the form has no input for (a token from the address, a field shown
 * read-only): what to show above the form when a submission is stopped (Mantine's `onSubmit`
 * second argument), null when every message is under its field.
 */
export function unshownErrors(
  errors: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): string | null {
  const other = Object.entries(errors)
    .filter(([key, message]) => !fields.includes(key) && typeof message === 'string' && message !== '')
    .map(([, message]) => message as string);
  return other.length > 0 ? other.join(' ') : null;
}
