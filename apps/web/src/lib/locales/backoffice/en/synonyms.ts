import type { boSynonyms as french } from '../synonyms';

/** English strings of the administrator's search synonyms screen. */
export const boSynonyms: typeof french = {
  nav: 'Synonyms',
  title: 'Search synonyms',
  intro:
    'A search holding one of a group’s expressions also finds the articles of the others (machine à laver = lave-linge). Changes apply at once.',
  search: 'Search an expression',
  empty: 'No synonyms yet.',
  noMatch: 'No synonyms match this search.',
  columns: { expressions: 'Equivalent expressions' },
  addTitle: 'New group of synonyms',
  editTitle: 'Edit the group of synonyms',
  expressions: 'Expressions',
  expressionsHint: 'One expression a line, 2 to 10 (e.g. portable, téléphone).',
  deleteText: 'Do you really want to delete the group “{{name}}”?',
};
