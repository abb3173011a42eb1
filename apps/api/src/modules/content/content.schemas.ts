import { z } from 'zod';

export const fondateurReply = z.object({
  id: z.number(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  url_photo: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  instagram: z.string().nullable(),
});

export const aboutReply = z.object({
  url_logo: z.string().nullable(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  adresse: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  description: z.string().nullable(),
  condition: z.string().nullable(),
  politique: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  instagram: z.string().nullable(),
  fondateurs: z.array(fondateurReply),
});
