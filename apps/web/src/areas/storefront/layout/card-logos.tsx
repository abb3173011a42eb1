import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '@/areas/storefront/layout/card-logos.module.css';

/**
 * The three accepted card logos, drawn in the repo. Inline SVG, not images: an SVG image is a
 * document of its own for the browser, each 50–70 ms of main thread on a phone (CPU 4× slower) while
 * the page starts; inline, they are a few elements of the page.
 */
const FONT = 'Arial, Helvetica, sans-serif';
const LOGOS: {
  name: 'storefront.footer.visa' | 'storefront.footer.mastercard' | 'storefront.footer.cib';
  drawing: ReactNode;
}[] = [
  {
    name: 'storefront.footer.visa',
    drawing: (
      <>
        <rect width="64" height="40" rx="6" fill="#1a1f71" />
        <text
          x="32"
          y="26"
          textAnchor="middle"
          fontFamily={FONT}
          fontSize="15"
          fontStyle="italic"
          fontWeight="800"
          fill="#fff"
          letterSpacing="1"
        >
          VISA
        </text>
        <rect x="8" y="31" width="48" height="2.5" rx="1.2" fill="#f7b600" />
      </>
    ),
  },
  {
    name: 'storefront.footer.mastercard',
    drawing: (
      <>
        <rect width="64" height="40" rx="6" fill="#252525" />
        <circle cx="26" cy="20" r="11" fill="#eb001b" />
        <circle cx="38" cy="20" r="11" fill="#f79e1b" />
        <path d="M32 10.8a11 11 0 0 1 0 18.4 11 11 0 0 1 0-18.4z" fill="#ff5f00" />
      </>
    ),
  },
  {
    name: 'storefront.footer.cib',
    drawing: (
      <>
        <rect width="64" height="40" rx="6" fill="#0b7a66" />
        <rect x="8" y="9" width="11" height="8" rx="1.5" fill="#e8c66a" />
        <text
          x="44"
          y="27"
          textAnchor="middle"
          fontFamily={FONT}
          fontSize="14"
          fontWeight="800"
          fill="#fff"
          letterSpacing="1"
        >
          CIB
        </text>
        <text x="14" y="31" textAnchor="middle" fontFamily={FONT} fontSize="5" fill="#d6f2ea">
          DZ
        </text>
      </>
    ),
  },
];

/** The footer's accepted card logos (Visa, Mastercard, CIB), each an image named in the page's language. */
export function CardLogos() {
  const { t } = useTranslation();
  return (
    <Group gap={8} aria-label={t('storefront.footer.payments')} role="group">
      {LOGOS.map(({ name, drawing }) => (
        <svg
          key={name}
          className={classes.logo}
          viewBox="0 0 64 40"
          width={48}
          height={30}
          role="img"
          aria-label={t(name)}
        >
          {drawing}
        </svg>
      ))}
    </Group>
  );
}
