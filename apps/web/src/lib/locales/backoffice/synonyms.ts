/** French strings of the administrator's search synonyms screen (decision 0035). */
export const boSynonyms = {
  nav: 'Synonymes',
  title: 'Synonymes de recherche',
  intro:
    'Une recherche qui contient l’une des expressions d’un groupe trouve aussi les articles des autres (machine à laver = lave-linge). Les changements s’appliquent tout de suite.',
  search: 'Rechercher une expression',
  empty: 'Aucun synonyme pour le moment.',
  noMatch: 'Aucun synonyme ne correspond à cette recherche.',
  columns: { expressions: 'Expressions équivalentes' },
  addTitle: 'Nouveau groupe de synonymes',
  editTitle: 'Modifier le groupe de synonymes',
  expressions: 'Expressions',
  expressionsHint: 'Une expression par ligne, de 2 à 10 (ex. : portable, téléphone).',
  deleteText: 'Voulez-vous vraiment supprimer le groupe « {{name}} » ?',
};
