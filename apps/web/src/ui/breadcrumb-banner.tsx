import { Anchor, Box, Breadcrumbs, Container, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '@/ui/breadcrumb-banner.module.css';
import type { Crumb } from '@/ui/crumbs';

interface BreadcrumbBannerProps {
  title: string;
  crumbs: Crumb[];
  /** Background image (a shop page uses the shop's photo). */
  backgroundUrl?: string | null;
}

/** Storefront page banner: a title and a list of crumbs, each with a label and optional link. */
export function BreadcrumbBanner({ title, crumbs, backgroundUrl }: BreadcrumbBannerProps) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} | ${t('common.appName')}`);
  // A background is found by the browser only once the style sheets have arrived and the page is
  // laid out; it is the page's largest paint (a category's banner, a shop's photo): asked for from
  // <head> beside the style sheets instead (the server-drawn page carries the link, docs/benchmarks.md:
  // Lighthouse).
  if (backgroundUrl) preload(backgroundUrl, { as: 'image', fetchPriority: 'high' });
  return (
    <Box
      className={classes.banner}
      data-with-image={backgroundUrl ? true : undefined}
      style={backgroundUrl ? { backgroundImage: `url(${JSON.stringify(backgroundUrl)})` } : undefined}
    >
      <Container size="xl" className={classes.inner}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Box component="nav" aria-label={t('common.breadcrumb')} className={classes.crumbs}>
          <Breadcrumbs separatorMargin={6} classNames={{ separator: classes.separator }}>
            {crumbs.map((crumb) =>
              crumb.to ? (
                <Anchor key={crumb.label} component={Link} to={crumb.to} className={classes.link}>
                  {crumb.label}
                </Anchor>
              ) : (
                <Text key={crumb.label} component="span" aria-current="page" className={classes.current}>
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </Box>
      </Container>
    </Box>
  );
}
