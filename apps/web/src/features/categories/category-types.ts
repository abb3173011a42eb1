import type { categorieReply, sousCategorieReply } from '@souk/domain/replies/catalog';
import type { z } from 'zod';

export type SousCategorie = z.infer<typeof sousCategorieReply>;

export type Categorie = z.infer<typeof categorieReply>;

export type CategoriePub = NonNullable<Categorie['pub']>;
