import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './catalog-data';
import { DRAWINGS, KIND_RULES, type Kind, kindOf } from './image-kinds';
import type { ImagePalette } from './images';
import { STORES } from './people-data';
import { planStores } from './plan-accounts';
import { planCatalog } from './plan-catalog';
import { createRandom } from './random';

/**
 * Every demo picture shows what it names: each seeded article, sub-category, category and shop is
 * drawn by a rule on its name, never by a default (a chess set showed a dumbbell, a gaming mouse a
 * monitor, a microwave a fridge, an auto-parts shop a cooking pot).
 */
describe('demo pictures by name', () => {
  const names = {
    articles: CATEGORIES.flatMap((c) => c.articles.map((a) => a.designation)),
    sousCategories: CATEGORIES.flatMap((c) => c.sous),
    categories: CATEGORIES.map((c) => c.designation),
    shops: STORES.map((s) => s.designation),
  };

  it('finds a drawing for every seeded article, sub-category, category and shop', () => {
    for (const [group, list] of Object.entries(names)) {
      for (const name of list) {
        const kind = kindOf(name);
        expect(DRAWINGS[kind], `${group}: ${name}`).toBeTypeOf('function');
      }
    }
    expect(names.articles.length).toBeGreaterThanOrEqual(150);
  });

  it('has no default: a name no rule knows is refused, not drawn as something else', () => {
    expect(() => kindOf('Objet sans règle')).toThrow(/Aucun dessin pour « Objet sans règle »/);
  });

  it('draws the articles and shops that showed something else', () => {
    const expected: Record<string, Kind> = {
      'Jeu d’échecs en bois': 'chess',
      'Souris gamer Redragon Cobra': 'mouse',
      'Micro-ondes Samsung 23 L': 'microwave',
      'Annaba Auto Pièces': 'tyre',
      // Names that share a word with another kind: the more precise rule wins.
      'Support téléphone magnétique': 'phoneHolder',
      'Batterie externe Xiaomi 20000 mAh': 'powerBank',
      'Batterie auto 70 Ah': 'carBattery',
      'Batterie de cuisine Tefal Ingenio 10 pièces': 'pot',
      'Huile moteur Total Quartz 5W-30': 'motorOil',
      'Huile d’argan pure bio': 'dropper',
      'Huile d’olive extra vierge de Kabylie': 'oil',
      'Tapis de yoga antidérapant 6 mm': 'yogaMat',
      'Tapis de sol caoutchouc (jeu de 4)': 'floorMats',
      'Tapis berbère des Aït Hichem': 'carpet',
      'Samsung Galaxy Tab A9+': 'tablet',
      'Samsung Galaxy A55 5G': 'phone',
      'Clavier et souris sans fil Logitech MK270': 'keyboard',
      'Couscoussier en inox 8 litres': 'pot',
      'Couscous artisanal roulé main': 'couscous',
      'Petit électroménager': 'kettle',
      Électroménager: 'washer',
      'Robot pâtissier Kenwood Prospero+': 'standMixer',
      'Robe kabyle traditionnelle': 'dress',
    };
    for (const [name, kind] of Object.entries(expected)) expect(kindOf(name), name).toBe(kind);
  });

  it('uses every rule and draws every kind of a rule', () => {
    const all = Object.values(names).flat();
    for (const [pattern, kind] of KIND_RULES) {
      expect(
        all.some((n) => pattern.test(n) && kindOf(n) === kind),
        `${pattern}`,
      ).toBe(true);
      expect(DRAWINGS[kind]({ body: '#2f6fd6', dark: '#1f2c54', light: '#cfe3f7' })).toMatch(/^</);
    }
  });

  it('gives each seeded article and sub-category photos of its own kind only', () => {
    const palette = {
      product: (kind: string, color: string) => `${kind}:${color}`,
      categoryIcon: new Map(),
      brandLogo: new Map(),
      store: new Map(),
      avatars: ['avatar'],
      founders: [],
      sponsors: [],
      siteLogo: 'logo',
      ads: [],
    } as unknown as ImagePalette;
    const now = new Date('2026-06-01T10:00:00Z');
    const plan = planCatalog(createRandom(1), palette, planStores(palette, now), now);
    for (const category of plan.categories) {
      for (const sous of category.sous)
        expect(sous.urlImage).toMatch(new RegExp(`^${kindOf(sous.designation)}:`));
    }
    for (const article of plan.articles) {
      const kind = kindOf(article.designation);
      const shown = [
        article.urlImage,
        ...article.gallery,
        ...article.options.flatMap((o) => o.values.map((v) => v.urlImage)).filter((u) => u !== null),
      ];
      expect(article.gallery.length, article.designation).toBeGreaterThanOrEqual(1);
      for (const url of shown) expect(url, article.designation).toMatch(new RegExp(`^${kind}:`));
    }
  });
});
