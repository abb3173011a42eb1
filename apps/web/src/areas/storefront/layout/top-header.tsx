import { ActionIcon, Anchor, Container, Group, Skeleton, Text } from '@mantine/core';
import { IconLogout, IconMail, IconPhone, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import classes from '@/areas/storefront/layout/storefront-layout.module.css';
import { useClientLogoutAction } from '@/areas/storefront/layout/use-client-logout-action';
import { useAboutSummary } from '@/features/about/api/get-about';
import { saveClientLanguage } from '@/features/profile/api/save-language';
import { useSession } from '@/lib/sessions';
import { fullName } from '@/lib/text';
import { LanguageSwitch } from '@/ui/language-switch';

export function TopHeader() {
  const { t } = useTranslation();
  const about = useAboutSummary();
  const session = useSession('client');
  const { logout, pending } = useClientLogoutAction();

  return (
    <div className={classes.topHeader}>
      <Container size="xl">
        <Group h={40} justify="space-between" wrap="nowrap" gap="md">
          <Group gap="lg" visibleFrom="sm" wrap="nowrap">
            {about.isPending ? (
              <Skeleton h={12} w={300} />
            ) : (
              <>
                {about.data?.email && (
                  <Anchor
                    href={`mailto:${about.data.email}`}
                    className={classes.topLink}
                    aria-label={`${t('storefront.header.siteEmail')} : ${about.data.email}`}
                  >
                    <IconMail size={15} aria-hidden />
                    <span>{about.data.email}</span>
                  </Anchor>
                )}
                {about.data?.telephone && (
                  <Anchor
                    href={`tel:${about.data.telephone.replace(/\s+/g, '')}`}
                    className={classes.topLink}
                    aria-label={`${t('storefront.header.sitePhone')} : ${about.data.telephone}`}
                  >
                    <IconPhone size={15} aria-hidden />
                    <span>{about.data.telephone}</span>
                  </Anchor>
                )}
              </>
            )}
          </Group>
          <Group gap="md" ms="auto" wrap="nowrap">
            <LanguageSwitch color="inherit" onChanged={(language) => void saveClientLanguage(language)} />
            {session ? (
              <>
                <Anchor
                  component={Link}
                  to={pathFor('Profile')}
                  className={classes.topLink}
                  aria-label={t('storefront.header.profileOf', { name: fullName(session.client) })}
                >
                  <IconUser size={15} aria-hidden />
                  <Text component="span" size="sm" truncate maw={200}>
                    {fullName(session.client)}
                  </Text>
                </Anchor>
                {/* The browser's own tooltip: Mantine's would bring floating-ui into every first view. */}
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  onClick={logout}
                  loading={pending}
                  aria-label={t('common.logOut')}
                  title={t('common.logOut')}
                >
                  <IconLogout size={16} />
                </ActionIcon>
              </>
            ) : (
              <>
                <Anchor component={Link} to={pathFor('Login')} className={classes.topLink}>
                  {t('storefront.header.login')}
                </Anchor>
                <Anchor component={Link} to={pathFor('Register')} className={classes.topLink}>
                  {t('storefront.header.register')}
                </Anchor>
              </>
            )}
          </Group>
        </Group>
      </Container>
    </div>
  );
}
