import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteUrl, PageMetaContext, type PageMetaExtra } from '@/lib/page-meta';

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
 * storefront page. The description is flattened to one line and cut to what search engines show (about
 * 160 characters). In the browser they are set on the document; in a server render they are written,
 * with `extra` (Open Graph type and picture, schema.org data), into the render's collector, from which
 * the drawn page's <head> is made (lib/page-meta.ts).
 */
export function usePageMeta(
  title: string | null | undefined,
  description?: string | null,
  extra?: PageMetaExtra,
) {
  const { t } = useTranslation();
  const appName = t('common.appName');
  const tagline = t('common.tagline');
  const fallback = t('storefront.meta.defaultDescription');
  // No title (the home page): the brand first, then the tagline.
  const fullTitle = title ? `${title} | ${appName}` : `${appName} | ${tagline}`;
  const flat = (description ?? fallback)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const text = flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;

  const collector = useContext(PageMetaContext);
  if (collector) {
    const { origin, pathname } = collector;
    collector.meta = {
      title: fullTitle,
      description: text,
      type: extra?.type ?? 'website',
      url: absoluteUrl(origin, pathname),
      image: extra?.image ? absoluteUrl(origin, extra.image) : undefined,
      jsonLd: extra?.jsonLd?.(origin),
    };
  }

  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);

  useEffect(() => {
    descriptionTag().setAttribute('content', text);
  }, [text]);
}
