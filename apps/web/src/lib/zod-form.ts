import { toLaravelErrors, type z } from '@souk/domain/validation';
import { localizeValidationMessage } from '@/lib/validation-messages';

/**
 * A Mantine form `validate` function from a domain zod schema (the same one the API parses), so
 * the browser shows the server's French messages, keyed like a 422 reply, before sending anything.
 */
export function zodValidate<T>(schema: z.ZodType) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(toLaravelErrors(result.error))) {
      if (messages[0]) errors[field] = localizeValidationMessage(messages[0]);
    }
    return errors;
  };
}
