import { toLaravelErrors, type z } from '@souk/domain/validation';
import { labelValidationMessage, localizeValidationMessage } from '@/lib/validation-messages';

/**
 * A Mantine form `validate` function from a domain zod schema (the same one the API parses), so
 * the browser shows the server's French messages, keyed like a 422 reply, before sending anything.
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
    for (const [field, messages] of Object.entries(toLaravelErrors(result.error))) {
      const label = labels()[field];
      if (messages[0]) {
        errors[field] = label
          ? labelValidationMessage(messages[0], label)
          : localizeValidationMessage(messages[0]);
      }
    }
    return errors;
  };
}
