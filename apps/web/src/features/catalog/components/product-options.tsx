// Beyond the storefront's first-view styles (app/mantine-first-view-styles.ts).
import '@mantine/core/styles/Chip.layer.css';
import { Chip, Group, Stack, Text } from '@mantine/core';
import type { ArticleOption, SousOption } from '@/features/catalog/article-types';
import { MediaImage } from '@/ui/media-image';

interface ProductOptionsProps {
  options: ArticleOption[];
  /** option id → chosen sub-option id */
  selection: Record<number, number>;
  onChoose: (sousOption: SousOption) => void;
}

/** Each option with its sub-options; an image sub-option shows its picture. */
export function ProductOptions({ options, selection, onChoose }: ProductOptionsProps) {
  return (
    <Stack gap="sm">
      {options.map((option) => (
        <div key={option.id} role="radiogroup" aria-label={option.designation}>
          <Text size="sm" fw={600} mb={6}>
            {option.designation}
          </Text>
          <Group gap={8}>
            {option.sous_options.map((sous) => (
              <Chip
                key={sous.id}
                type="radio"
                name={`option-${option.id}`}
                checked={selection[option.id] === sous.id}
                onChange={() => onChoose(sous)}
                radius="sm"
                variant="outline"
              >
                <Group gap={6} wrap="nowrap" component="span">
                  {sous.url_image && (
                    <MediaImage src={sous.url_image} alt="" w={20} h={20} radius="xs" fit="cover" />
                  )}
                  <span>{sous.designation}</span>
                </Group>
              </Chip>
            ))}
          </Group>
        </div>
      ))}
    </Stack>
  );
}
