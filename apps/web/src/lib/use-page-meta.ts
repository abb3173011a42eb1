import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * Document title ('<title> | Souk', or 'Souk | <tagline>' without a title) and meta description of a
 * storefront page. The description
 * is flattened to one line and cut to what search engines show (about 160 characters).
 */
export function usePageMeta(title: string | null | undefined, description?: string | null) {
  const { t } = useTranslation();
  const appName = t('common.appName');
  const tagline = t('common.tagline');
  const fallback = t('storefront.meta.defaultDescription');

  useEffect(() => {
    // No title (the home page): the brand first, then the tagline.
    document.title = title ? `${title} | ${appName}` : `${appName} | ${tagline}`;
  }, [title, appName, tagline]);

  useEffect(() => {
    const text = (description ?? fallback)
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    descriptionTag().setAttribute('content', text.length > 160 ? `${text.slice(0, 157)}...` : text);
  }, [description, fallback]);
}
