import { ELECTROMENAGER } from './catalog-electromenager';
import { BEBE, MAISON, SPORT } from './catalog-maison';
import { BEAUTE, MODE_FEMME, MODE_HOMME } from './catalog-mode';
import { INFORMATIQUE, TELEPHONES } from './catalog-tech';
import { ARTISANAT, AUTO, EPICERIE } from './catalog-terroir';
import type { CategorySpec } from './catalog-types';

/** Menu order: the storefront's mega-menu shows the first 11. */
export const CATEGORIES: readonly CategorySpec[] = [
  TELEPHONES,
  INFORMATIQUE,
  ELECTROMENAGER,
  MODE_FEMME,
  MODE_HOMME,
  BEAUTE,
  MAISON,
  SPORT,
  BEBE,
  EPICERIE,
  AUTO,
  ARTISANAT,
];
