import { Group, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import cib from '@/assets/cards/cib.svg';
import mastercard from '@/assets/cards/mastercard.svg';
import visa from '@/assets/cards/visa.svg';

/** The three accepted card logos of the footer (Visa, Mastercard, CIB), drawn in the repo. */
export function CardLogos() {
  const { t } = useTranslation();
  const logos = [
    { src: visa, alt: t('storefront.footer.visa') },
    { src: mastercard, alt: t('storefront.footer.mastercard') },
    { src: cib, alt: t('storefront.footer.cib') },
  ];
  return (
    <Group gap={8} aria-label={t('storefront.footer.payments')} role="group">
      {logos.map((logo) => (
        <Image key={logo.alt} src={logo.src} alt={logo.alt} w={48} h={30} radius={4} />
      ))}
    </Group>
  );
}
