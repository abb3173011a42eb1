import { Button, FileButton, Group, Input, Stack } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, readAsDataUrl } from '@/lib/read-data-url';
import { MediaImage } from '@/ui/media-image';

interface ImageFieldProps {
  label: string;
  /** A data URL, a `/media/…` URL, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | null;
  required?: boolean;
  /** Offers to remove the picture (optional pictures only). */
  removable?: boolean;
  /** Preview size in px. */
  size?: number;
  compact?: boolean;
}

/** One picture of the article form: preview, a file picker read as a data URL, and its error below. */
export function ImageField({
  label,
  value,
  onChange,
  error,
  required,
  removable,
  size = 96,
  compact,
}: ImageFieldProps) {
  const { t } = useTranslation();
  const [unreadable, setUnreadable] = useState(false);
  const pick = async (file: File | null) => {
    if (!file) return;
    try {
      onChange(await readAsDataUrl(file));
      setUnreadable(false);
    } catch {
      setUnreadable(true);
    }
  };
  const message = unreadable ? t('boArticles.form.imageUnreadable') : error;
  const buttonSize = compact ? 'compact-xs' : 'xs';
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      required={required}
      error={message}
      errorProps={{ role: 'alert' }}
    >
      <Group gap="sm" wrap="nowrap" mt={4} align="center">
        <MediaImage
          src={value}
          alt={value ? t('boArticles.form.preview', { label }) : ''}
          w={size}
          h={size}
          fit="contain"
          radius="sm"
          style={{
            border: `1px solid ${message ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
            flex: 'none',
          }}
          sizes={`${size}px`}
        />
        <Stack gap={6}>
          <FileButton
            onChange={(file) => void pick(file)}
            accept={IMAGE_ACCEPT}
            inputProps={{ 'aria-label': label, 'aria-invalid': Boolean(message) || undefined }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                size={buttonSize}
                leftSection={<IconPhotoUp size={14} aria-hidden />}
                aria-label={
                  value
                    ? t('boArticles.form.changeImageOf', { label })
                    : t('boArticles.form.pickImageOf', { label })
                }
              >
                {value ? t('boArticles.form.changeImage') : t('common.choosePicture')}
              </Button>
            )}
          </FileButton>
          {removable && value && (
            <Button
              variant="subtle"
              color="red"
              size={buttonSize}
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onChange(null)}
              aria-label={t('boArticles.form.removeImageOf', { label })}
            >
              {t('boArticles.form.removeImage')}
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
