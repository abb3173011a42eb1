import { toFieldErrors, type z } from '@souk/domain/validation';
import { fieldMessages } from '@/lib/error-messages';

/**
 * A Mantine form `validate` function from a domain zod schema (the same one the API parses), so
 * the browser shows the server's messages (translated from their codes, decision 0041), keyed like a 422 reply, before sending anything.
 * `labels()` gives the fields' visible labels (read at each validation, in the current language):
 * they replace the API's attribute names in the messages, as `splitServerErrors` does.
 */
export function zodValidate<T>(
  schema: z.ZodType,
  labels: () => Readonly<Partial<Record<string, string>>> = () => ({}),
) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
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
