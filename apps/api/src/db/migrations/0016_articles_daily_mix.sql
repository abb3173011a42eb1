-- The home's "Recommended" grid (`v1/accueil/allArticles`, issue #7): every visible article in an order
-- that changes every day and holds within the day. It was `ORDER BY md5(id || today)`: every visible
-- article hashed and sorted on every request, 5–6 s a page at 10^6 articles. The order is now a fixed
-- shuffle of the catalogue, `hashint4(id)`, read from the day's starting point (`hashtext(today)`) to
-- the end, then from the start up to it: two walks of this index that stop after the page
-- (article-listing.repository.ts, `dailyMixPage`). It carries what the storefront filters read, so
-- the walks stay in the index, as articles_categorie_idx does for a category.
CREATE INDEX "articles_daily_mix_idx" ON "articles" ((hashint4("id")), "id") INCLUDE ("marchand_id", "prix_min", "promo_pourcentage", "note_moyenne", "categorie_id", "sous_categorie_id") WHERE "valide" = 1 AND "en_stock";
