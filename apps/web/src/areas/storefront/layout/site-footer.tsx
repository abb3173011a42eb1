import {
  ActionIcon,
  Anchor,
  Box,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { CardLogos } from '@/areas/storefront/layout/card-logos';
import classes from '@/areas/storefront/layout/storefront-layout.module.css';
import { useAboutSummary } from '@/features/about/api/get-about';
import { isHydrating, isServerRender } from '@/lib/hydrating';
import { excerpt } from '@/lib/text';
import { useAfterPaint } from '@/lib/use-after-paint';
import { AppLogo } from '@/ui/app-logo';

/** The footer shows the first 160 characters of the site description. */
export const FOOTER_DESCRIPTION_LENGTH = 160;

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} className={classes.footerTitle}>
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} className={classes.footerLink}>
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Box c="souk.3" mt={2} aria-hidden>
        {icon}
      </Box>
      <Text size="sm" className={classes.footerText}>
        <span className={classes.visuallyHidden}>{label} : </span>
        {children}
      </Text>
    </Group>
  );
}

/**
 * The site's footer. On a page the server drew it is drawn with the page (the document holds it, the
 * app keeps it); on a page the app draws in the browser (a client's basket, account, orders…) it is
 * drawn once the frame that shows the page has been painted, at transition priority: a hundred
 * elements, and the site's summary asked for, less before the shopper sees the page — the footer is
 * below it (docs/decisions/0070-the-basket-lighter-before-its-first-line.md).
 */
export function SiteFooter() {
  const [drawnWithPage] = useState(() => isServerRender() || isHydrating());
  return (
    <footer className={classes.footer}>{drawnWithPage ? <FooterContent /> : <FooterAfterPaint />}</footer>
  );
}

function FooterAfterPaint() {
  const painted = useAfterPaint({ transition: true });
  return painted ? <FooterContent /> : null;
}

function FooterContent() {
  const { t } = useTranslation();
  const about = useAboutSummary();
  const data = about.data;
  const year = new Date().getFullYear();

  const socials = [
    { key: 'facebook', url: data?.facebook, label: t('common.facebook'), icon: IconBrandFacebook },
    { key: 'twitter', url: data?.twitter, label: t('common.twitter'), icon: IconBrandX },
    { key: 'linkedin', url: data?.linkedin, label: t('common.linkedin'), icon: IconBrandLinkedin },
    {
      key: 'instagram',
      url: data?.instagram,
      label: t('common.instagram'),
      icon: IconBrandInstagram,
    },
  ];

  return (
    <>
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing={{ base: 'xl', md: 40 }}>
          <Stack gap="md" className={classes.footerAbout}>
            <Anchor component={Link} to={pathFor('Accueil')} aria-label={t('storefront.header.homeLink')}>
              <Box className={classes.footerLogo}>
                <AppLogo size={34} />
              </Box>
            </Anchor>
            {about.isPending ? (
              <Stack gap={6}>
                <Skeleton h={10} />
                <Skeleton h={10} />
                <Skeleton h={10} w="70%" />
              </Stack>
            ) : (
              data?.description && (
                <Text size="sm" className={classes.footerText}>
                  {excerpt(data.description, FOOTER_DESCRIPTION_LENGTH)}
                </Text>
              )
            )}
            <Group gap={6} role="group" aria-label={t('common.socialNetworks')}>
              {socials.map(({ key, url, label, icon: Icon }) => (
                <ActionIcon
                  key={key}
                  component="a"
                  href={url ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  // Without its address (not configured, or still loading) the icon keeps its place as
                  // a disabled link: an <a> without href has no role, and then no name is allowed.
                  role={url ? undefined : 'link'}
                  aria-disabled={url ? undefined : true}
                  data-disabled={url ? undefined : true}
                  variant="light"
                  radius="xl"
                  size="lg"
                  className={classes.socialIcon}
                >
                  <Icon size={18} />
                </ActionIcon>
              ))}
            </Group>
          </Stack>

          <LinkColumn
            title={t('storefront.footer.usefulLinks')}
            links={[
              { to: pathFor('Accueil'), label: t('storefront.footer.home') },
              { to: pathFor('Magasins'), label: t('storefront.footer.shops') },
              { to: pathFor('Apropos'), label: t('storefront.footer.aboutLink') },
              { to: pathFor('Contact'), label: t('storefront.footer.contactLink') },
            ]}
          />
          <LinkColumn
            title={t('storefront.footer.clientLinks')}
            links={[
              { to: pathFor('Profile'), label: t('storefront.footer.myAccount') },
              { to: pathFor('Panier'), label: t('storefront.footer.myCart') },
              { to: pathFor('Login'), label: t('common.logIn') },
            ]}
          />
          <LinkColumn
            title={t('storefront.footer.partnerLinks')}
            links={[
              { to: pathFor('demandePartenaire'), label: t('storefront.footer.becomePartner') },
              { to: pathFor('login-partenaire'), label: t('storefront.footer.partnerLogin') },
            ]}
          />
          <Stack gap="xs">
            <Title order={2} className={classes.footerTitle}>
              {t('storefront.footer.contact')}
            </Title>
            {about.isPending && <Skeleton h={10} w="80%" />}
            {data?.adresse && (
              <ContactLine icon={<IconMapPin size={16} />} label={t('common.address')}>
                {data.adresse}
              </ContactLine>
            )}
            {data?.email && (
              <ContactLine icon={<IconMail size={16} />} label={t('common.email')}>
                <Anchor href={`mailto:${data.email}`} className={classes.footerLink}>
                  {data.email}
                </Anchor>
              </ContactLine>
            )}
            {data?.telephone && (
              <ContactLine icon={<IconPhone size={16} />} label={t('common.phone')}>
                <Anchor
                  href={`tel:${data.telephone.replace(/\s+/g, '')}`}
                  className={classes.footerLink}
                  dir="ltr"
                >
                  {data.telephone}
                </Anchor>
              </ContactLine>
            )}
          </Stack>
        </SimpleGrid>
      </Container>
      <Box className={classes.footerBottom}>
        <Container size="xl">
          <Group justify="space-between" py="md" gap="sm">
            <Text size="sm" className={classes.footerText}>
              {t('storefront.footer.copyright', { year })}
            </Text>
            <CardLogos />
          </Group>
        </Container>
      </Box>
    </>
  );
}
