import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { envelope, makeArticle, SHOP } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { renderUi } from '@/test/render-ui';
import { loginClient } from '@/test/sessions-fixtures';

/** A click on the star itself (the label over Mantine's hidden radio), as a pointer user does. */
async function pickStars(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  scope: HTMLElement = document.body,
) {
  const radio = within(scope).getByRole('radio', { name });
  await user.click(scope.querySelector(`label[for="${radio.id}"]`) as HTMLElement);
}

describe('review form', () => {
  it('keeps Submit disabled until 1 to 5 stars are picked, requires the comment, then says success', async () => {
    loginClient();
    const api = mockFetch({
      'POST /api/v1/client/notationAdd': { status: 201, body: { message: 'Article ajouté avec success' } },
    });
    const user = userEvent.setup();
    renderUi(<ReviewForm articleId={7} />);
    const submit = screen.getByRole('button', { name: 'Envoyer' });
    expect(submit).toHaveProperty('disabled', true);

    await pickStars(user, '4 étoiles');
    expect(submit).toHaveProperty('disabled', false);
    await user.click(submit);
    expect(await screen.findByText('Le champ commentaire est obligatoire.')).toBeTruthy();
    expect(api.calls('POST /api/v1/client/notationAdd')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Votre commentaire/ }), 'Très bon produit.');
    await user.click(submit);
    expect(await screen.findByText('Article ajouté avec success')).toBeTruthy();
    expect(api.calls('POST /api/v1/client/notationAdd')[0].body).toEqual({
      article_id: 7,
      note: '4',
      commentaire: 'Très bon produit.',
    });
    // The form starts over.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveProperty('disabled', true),
    );
  });

  it('shows the server field errors', async () => {
    loginClient();
    mockFetch({
      'POST /api/v1/client/notationAdd': {
        status: 422,
        body: { message: 'x', errors: { commentaire: ['Le champ commentaire est trop long.'] } },
      },
    });
    const user = userEvent.setup();
    renderUi(<ReviewForm articleId={7} />);
    await pickStars(user, '1 étoile');
    await user.type(screen.getByRole('textbox', { name: /Votre commentaire/ }), 'Bof.');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Le champ commentaire est trop long.')).toBeTruthy();
  });

  it('appears in the product modal with a client session only, and the product is reloaded after a review, past the browser cache', async () => {
    const article = makeArticle();
    const handlers = {
      'GET /api/v1/marchands': { body: envelope([SHOP], null, '/api/v1/marchands') },
      [`GET /api/v1/articleShow/${article.id}`]: { body: { data: article } },
      'POST /api/v1/client/notationAdd': { status: 201, body: { message: 'Article ajouté avec success' } },
    };
    mockFetch(handlers);
    const visitor = renderApp('/magasins?produit=7');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Robe d’été en lin', { selector: 'h2' });
    expect(within(dialog).queryByRole('region', { name: 'Donner mon avis' })).toBeNull();
    visitor.unmount();

    loginClient();
    const api = mockFetch({
      ...handlers,
      'GET /api/v1/client/panierShow': { body: { data: { stock_articles: [] } } },
    });
    const user = userEvent.setup();
    renderApp('/magasins?produit=7');
    const form = await screen.findByRole('region', { name: 'Donner mon avis' });
    await pickStars(user, '5 étoiles', form);
    await user.type(within(form).getByRole('textbox', { name: /Votre commentaire/ }), 'Parfait.');
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Article ajouté avec success')).toBeTruthy();
    await waitFor(() => expect(api.calls(`GET /api/v1/articleShow/${article.id}`)).toHaveLength(2));
    // The first read may come from the browser's cache; the one after the review may not.
    expect(api.calls(`GET /api/v1/articleShow/${article.id}`).map((r) => r.cache)).toEqual([
      'default',
      'no-cache',
    ]);
  });
});
