import { WILAYAS } from '@souk/domain/wilayas';
import type { Tx } from '../client';
import { admins, clients, marchands } from '../schema/accounts';
import { wilayas } from '../schema/content';
import { chunked, idOf, insertAll } from './batch';
import type { StoreKey } from './catalog-types';
import { ADMIN } from './people-data';
import type { PClient, PStore } from './plan-types';
import { demoLegalIds } from './seed-delivery';
import { ago, DAY } from './time';

export interface PasswordHashes {
  admin: string;
  partner: string;
  client: string;
  /** Every other account: argon2 is slow on purpose, so one hash is computed and shared. */
  shared: string;
}

const label = (code: string) => WILAYAS.find((w) => w.code === code)?.label ?? null;

/** Wilayas (all of the data file), the admin, the stores and the clients; returns the admin's id. */
export async function seedAccounts(
  tx: Tx,
  plan: { clients: PClient[]; stores: Map<StoreKey, PStore> },
  hashes: PasswordHashes,
  now: Date,
): Promise<number> {
  await insertAll(
    tx,
    wilayas,
    WILAYAS.map((w) => ({ code: w.code, name: w.name, nameAr: w.name_ar, label: w.label })),
  );

  const [admin] = await tx
    .insert(admins)
    .values({
      name: ADMIN.name,
      email: ADMIN.email,
      password: hashes.admin,
      createdAt: ago(now, 450 * DAY),
      updatedAt: ago(now, 450 * DAY),
    })
    .returning({ id: admins.id });

  const stores = [...plan.stores.values()];
  const storeIds = await tx
    .insert(marchands)
    .values(
      stores.map((s, rank) => ({
        ...demoLegalIds(s.spec.wilaya, rank),
        slug: s.slug,
        nom: s.spec.nom,
        prenom: s.spec.prenom,
        email: s.spec.email,
        telephone: s.spec.telephone,
        genre: s.spec.genre,
        urlPhoto: s.urlPhoto,
        designationMagasin: s.spec.designation,
        adresseMagasin: s.spec.adresse,
        wilayaMagasin: label(s.spec.wilaya),
        urlPhotoMagasin: s.urlPhotoMagasin,
        description: s.spec.description,
        facebook: `https://www.facebook.com/${s.slug}`,
        instagram: `https://www.instagram.com/${s.slug.replace(/-/g, '.')}`,
        valide: s.spec.valide,
        password: s.key === 'electro' ? hashes.partner : hashes.shared,
        // The demo partner last looked at its orders two days ago: the newer ones count as new.
        commandesVuesAt: ago(now, (s.key === 'electro' ? 2 : 1) * DAY),
        createdAt: s.createdAt,
        updatedAt: s.createdAt,
      })),
    )
    .returning({ id: marchands.id, email: marchands.email });
  const storeByEmail = new Map(storeIds.map((r) => [r.email, r.id]));
  for (const s of stores) s.id = idOf(storeByEmail, s.spec.email, 'boutique');

  const clientIds: { id: number; email: string }[] = [];
  const rows = plan.clients.map((c) => ({
    slug: c.slug,
    nom: c.nom,
    prenom: c.prenom,
    email: c.email,
    telephone: c.telephone,
    genre: c.genre,
    adresse: c.adresse,
    wilaya: label(c.wilayaCode),
    urlPhoto: c.urlPhoto,
    valide: c.valide,
    password: c.isDemo ? hashes.client : hashes.shared,
    createdAt: c.createdAt,
    updatedAt: c.createdAt,
  }));
  for (const part of chunked(clients, rows)) {
    clientIds.push(
      ...(await tx.insert(clients).values(part).returning({ id: clients.id, email: clients.email })),
    );
  }
  const clientByEmail = new Map(clientIds.map((r) => [r.email, r.id]));
  for (const c of plan.clients) c.id = idOf(clientByEmail, c.email, 'client');

  return admin.id;
}
