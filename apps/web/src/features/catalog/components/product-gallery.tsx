import { SimpleGrid, Stack, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '@/features/catalog/components/product-detail.module.css';
import { PRODUCT_IMAGE_SIZES } from '@/lib/media-srcset';
import { MediaImage } from '@/ui/media-image';

/** The product gallery shows 4 thumbnails. */
export const GALLERY_THUMBNAILS = 4;

interface ProductGalleryProps {
  name: string;
  main: string | null;
  images: string[];
  onSelect: (url: string) => void;
}

/** The main image and up to 4 thumbnails; clicking a thumbnail swaps the main image. */
export function ProductGallery({ name, main, images, onSelect }: ProductGalleryProps) {
  const { t } = useTranslation();
  const thumbnails = images.slice(0, GALLERY_THUMBNAILS);
  return (
    <Stack gap="sm">
      <MediaImage
        src={main}
        alt={name}
        loading="eager"
        sizes={PRODUCT_IMAGE_SIZES}
        className={classes.mainImage}
        data-testid="product-main-image"
      />
      {thumbnails.length > 1 && (
        <SimpleGrid cols={GALLERY_THUMBNAILS} spacing="xs">
          {thumbnails.map((url, index) => (
            <UnstyledButton
              key={url}
              className={classes.thumb}
              data-active={url === main || undefined}
              aria-pressed={url === main}
              aria-label={t('storefront.product.thumbnail', { index: index + 1, name })}
              onClick={() => onSelect(url)}
            >
              <MediaImage src={url} alt="" sizes="120px" className={classes.thumbImage} />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
