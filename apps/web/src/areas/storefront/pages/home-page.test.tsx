import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { envelope, makeArticle } from '@/test/catalog-fixtures';
import { dzdText } from '@/test/client-area-fixtures';
import { ABOUT, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const article = (id: number, designation: string) => makeArticle({ id, slug: `a-${id}`, designation });
const pub = (id: number, type: string) => ({ id, type, url_image: `/media/pubs/${id}.webp`, model_id: null });

function homeMocks() {
  return mockFetch({
    'GET /api/v1/pubs': {
      body: {
        data: {
          banner1: [1, 2, 3, 4, 5].map((id) => pub(id, 'banner1')),
          banner2: [6, 7].map((id) => pub(id, 'banner2')),
          pub_accueil: [8, 9, 10].map((id) => pub(id, 'pub_accueil')),
          shop: [pub(11, 'shop')],
        },
      },
    },
    'GET /api/v1/newArticles': { body: { data: [article(1, 'Nouveau casque')] } },
    'GET /api/v1/articlesPromo': { body: { data: [article(2, 'Robe en promotion')] } },
    'GET /api/v1/articlesMieuxNotes': { body: { data: [article(3, 'Tapis très bien noté')] } },
    'GET /api/v1/articlesPlusCommandes': { body: { data: [article(4, 'Dattes très demandées')] } },
    'GET /api/v1/pubsWithArticles': {
      body: {
        data: [
          {
            categorie: { id: 1, slug: 'categorie-1', designation: 'Catégorie 1', url_image: null },
            pub: { id: 12, url_image: '/media/pubs/12.webp' },
            articles: [5, 6, 7, 8, 9].map((id) => article(id, `Produit bloc ${id}`)),
          },
        ],
      },
    },
    'GET /api/v1/sponsors': {
      body: {
        data: [
          { id: 1, nom: 'Tassili Logistique', url: 'https://tassili.example', url_logo: '/media/s/1.webp' },
        ],
      },
    },
    'GET /api/v1/accueil/allArticles': (request) =>
      request.url.includes('page=2')
        ? { body: envelope([article(21, 'Recommandé page 2')], null, '/api/v1/accueil/allArticles') }
        : {
            body: envelope(
              [article(20, 'Recommandé page 1')],
              '/api/v1/accueil/allArticles?page=2',
              '/api/v1/accueil/allArticles',
            ),
          },
  });
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(async () => {
  await setLanguage('fr');
});

describe('home page', () => {
  it('announces the delivery rule that checkout applies, never a free delivery it charges', async () => {
    const config = (seuil: number | null) => ({
      'GET /api/v1/livraisonConfig': {
        body: { data: { livraison_gratuite_seuil: seuil, livraison_wilaya_origine: 16 } },
      },
    });
    const text = (el: HTMLElement) => el.textContent?.replace(/\u00a0/g, ' ');
    const threshold = mockFetch(config(10000));
    const first = renderApp('/');
    const offered = await screen.findByText(/^Livraison offerte dès/);
    expect(text(offered)).toBe(`Livraison offerte dès ${dzdText(10000)}`);
    expect(screen.getByText('D’articles par vendeur ; en dessous, frais selon la wilaya')).toBeTruthy();
    expect(screen.queryByText('Livraison gratuite')).toBeNull();
    expect(threshold.calls('GET /api/v1/livraisonConfig')).toHaveLength(1);
    first.unmount();

    mockFetch(config(null));
    const second = renderApp('/');
    expect(await screen.findByText('Livraison dans les 58 wilayas')).toBeTruthy();
    expect(screen.getByText('Frais selon la wilaya, affichés avant la commande')).toBeTruthy();
    expect(screen.queryByText(/gratuite|offerte/)).toBeNull();
    second.unmount();

    mockFetch(config(0));
    renderApp('/');
    expect(await screen.findByText('Livraison gratuite')).toBeTruthy();
  });

  it('promises the return period the administrator set, in each language; none when returns are off', async () => {
    const about = (jours: number) => ({
      'GET /api/v1/about': { body: { data: { ...ABOUT, delai_retour_jours: jours } } },
    });
    mockFetch(about(14));
    const first = renderApp('/');
    expect(await screen.findByText('Retour sous 14 jours')).toBeTruthy();
    expect(screen.queryByText(/Retour sous 30 jours/)).toBeNull();
    first.unmount();

    await setLanguage('ar');
    const arabic = renderApp('/');
    expect(await screen.findByText('إرجاع خلال 14 يومًا')).toBeTruthy();
    arabic.unmount();
    await setLanguage('en');
    const english = renderApp('/');
    expect(await screen.findByText('14-day returns')).toBeTruthy();
    english.unmount();
    await setLanguage('fr');

    mockFetch(about(0));
    renderApp('/');
    expect(await screen.findByText('Support 24/7')).toBeTruthy();
    await screen.findByRole('link', { name: `Email du site : ${ABOUT.email}` });
    expect(screen.queryByText(/Retour sous/)).toBeNull();
    expect(screen.queryByText('Changez d’avis, nous reprenons l’article')).toBeNull();
  });

  it('renders every section from its call', async () => {
    homeMocks();
    renderApp('/');

    const hero = await screen.findByTestId('hero-carousel');
    expect(within(hero).getAllByRole('img', { name: /^Publicité \d$/ })).toHaveLength(5);
    expect(within(screen.getByTestId('side-banners')).getAllByRole('img')).toHaveLength(2);
    expect(within(screen.getByTestId('promo-banners')).getAllByRole('img')).toHaveLength(3);

    expect(
      await within(await screen.findByRole('region', { name: 'Nouveaux' })).findByText('Nouveau casque'),
    ).toBeTruthy();
    expect(within(section('Offres de jours')).getByText('Robe en promotion')).toBeTruthy();
    expect(within(section('les mieux notés')).getByText('Tapis très bien noté')).toBeTruthy();
    expect(within(section('Les plus demandé')).getByText('Dattes très demandées')).toBeTruthy();

    const block = section('Catégorie 1');
    // Its products are a call of their own, which may answer after the sections above.
    expect(await within(block).findAllByTestId('product-card')).toHaveLength(4);
    expect(within(block).getByRole('link', { name: 'View All : Catégorie 1' }).getAttribute('href')).toBe(
      '/categories/categorie-1',
    );

    const partner = within(section('Nos Partenaires')).getByRole('link', {
      name: 'Tassili Logistique (nouvel onglet)',
    });
    expect(partner.getAttribute('href')).toBe('https://tassili.example');
    expect(partner.getAttribute('target')).toBe('_blank');
    expect(partner.getAttribute('rel')).toContain('noopener');

    expect(
      within(screen.getByTestId('shop-ad'))
        .getByRole('link', { name: 'Découvrir les magasins' })
        .getAttribute('href'),
    ).toBe('/magasins');
    await waitFor(() => expect(document.title).toBe('Souk | La marketplace algérienne'));
  });

  it('loads the recommended grid after the scroll check, then more pages with Voir Plus', async () => {
    const api = homeMocks();
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByTestId('hero-carousel');
    expect(api.calls('GET /api/v1/accueil/allArticles')).toHaveLength(0);

    // jsdom has no layout: the page counts as fully scrolled once the 1 s pause has passed.
    const recommended = section('Recommended');
    expect(await within(recommended).findByText('Recommandé page 1', {}, { timeout: 3000 })).toBeTruthy();
    await user.click(within(recommended).getByRole('button', { name: 'Voir Plus' }));
    expect(await within(recommended).findByText('Recommandé page 2')).toBeTruthy();
    expect(api.calls('GET /api/v1/accueil/allArticles').map((r) => r.url)).toEqual([
      '/api/v1/accueil/allArticles',
      '/api/v1/accueil/allArticles?page=2',
    ]);
    expect(within(recommended).queryByRole('button', { name: 'Voir Plus' })).toBeNull();
  });
});
