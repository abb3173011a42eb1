import type { StoreKey } from './catalog-types';

type Genre = 'home' | 'femme';

export interface StoreSpec {
  key: StoreKey;
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  genre: Genre;
  designation: string;
  adresse: string;
  wilaya: string;
  description: string;
  /** false: blocked by the admin (hidden from the storefront). */
  valide: boolean;
  /** Days since the store opened. */
  age: number;
}

export interface ClientSpec {
  prenom: string;
  nom: string;
  genre: Genre;
  wilaya: string;
  adresse: string;
  telephone: string;
  valide?: boolean;
}

/**
 * Demo accounts (docs/product/README.md, Accounts that exist from the start); every other account
 * shares DEMO_PASSWORD.
 */
export const ADMIN = { name: 'Administrateur Souk', email: 'admin@souk.dz', password: 'Admin123!' };
export const PARTNER_PASSWORD = 'Partenaire123!';
export const CLIENT_PASSWORD = 'Client123!';
export const DEMO_PASSWORD = 'Souk2024!';

export const DEMO_CLIENT: ClientSpec & { email: string } = {
  prenom: 'Sarah',
  nom: 'Benmoussa',
  email: 'client@souk.dz',
  genre: 'femme',
  wilaya: '16',
  adresse: '12 rue Didouche Mourad, Alger-Centre',
  telephone: '0661 23 45 67',
};

// Other accounts get addresses under the platform's own demo domain: no mail can reach a stranger.
export const DEMO_MAIL_DOMAIN = 'demo.souk.dz';

export const STORES: readonly StoreSpec[] = [
  {
    key: 'electro',
    prenom: 'Karim',
    nom: 'Benali',
    email: 'partenaire@souk.dz',
    telephone: '0550 12 34 56',
    genre: 'home',
    designation: 'Électro Bab Ezzouar',
    adresse: 'Centre commercial Bab Ezzouar, local 14, Bab Ezzouar',
    wilaya: '16',
    description:
      'Spécialiste du high-tech depuis 2012 : smartphones, informatique et électroménager des grandes marques, avec garantie et service après-vente. Livraison express sur Alger et installation à domicile pour le gros électroménager.',
    valide: true,
    age: 420,
  },
  {
    key: 'kabyle',
    prenom: 'Lynda',
    nom: 'Aït Ahmed',
    email: `maison.kabyle@${DEMO_MAIL_DOMAIN}`,
    telephone: '0770 45 18 62',
    genre: 'femme',
    designation: 'Maison Kabyle Artisanat',
    adresse: '27 rue Abane Ramdane, Tizi Ouzou',
    wilaya: '15',
    description:
      "Une coopérative qui fait vivre une trentaine d'artisanes de Kabylie : poteries de Maâtkas, tapis des Aït Hichem, bijoux en argent et linge de maison tissé. Chaque pièce est faite à la main et signée.",
    valide: true,
    age: 380,
  },
  {
    key: 'oran-mode',
    prenom: 'Amine',
    nom: 'Bouzid',
    email: `oran.mode@${DEMO_MAIL_DOMAIN}`,
    telephone: '0661 78 90 12',
    genre: 'home',
    designation: 'Oran Mode & Style',
    adresse: '45 boulevard de la Soummam, Oran',
    wilaya: '31',
    description:
      'Prêt-à-porter femme et homme sélectionné chaque saison, des basiques aux tenues de fête. Échange gratuit de taille sous 30 jours.',
    valide: true,
    age: 300,
  },
  {
    key: 'yasmine',
    prenom: 'Nesrine',
    nom: 'Khelifi',
    email: `el.yasmine@${DEMO_MAIL_DOMAIN}`,
    telephone: '0555 63 21 08',
    genre: 'femme',
    designation: 'Parapharmacie El Yasmine',
    adresse: "8 rue Larbi Ben M'hidi, Constantine",
    wilaya: '25',
    description:
      'Parapharmacie tenue par une pharmacienne diplômée : soins du visage et des cheveux, hygiène, puériculture et matériel médical. Conseils personnalisés par téléphone.',
    valide: true,
    age: 260,
  },
  {
    key: 'setif-sport',
    prenom: 'Yacine',
    nom: 'Merabet',
    email: `setif.sport@${DEMO_MAIL_DOMAIN}`,
    telephone: '0772 14 56 39',
    genre: 'home',
    designation: 'Sétif Sport Center',
    adresse: 'Cité 1014 Logements, bloc C, Sétif',
    wilaya: '19',
    description:
      "Tout pour le football, le fitness et le plein air, ainsi que l'équipement moto. Maillots officiels, matériel de musculation et conseils de passionnés.",
    valide: true,
    age: 210,
  },
  {
    key: 'bejaia-saveurs',
    prenom: 'Sofiane',
    nom: 'Haddad',
    email: `saveurs.bejaia@${DEMO_MAIL_DOMAIN}`,
    telephone: '0698 32 77 41',
    genre: 'home',
    designation: 'Saveurs de Béjaïa',
    adresse: '3 rue de la Liberté, Béjaïa',
    wilaya: '06',
    description:
      "Huile d'olive de la vallée de la Soummam, miels, figues sèches et pâtisseries traditionnelles, en direct des producteurs de la région. Emballage soigné pour les cadeaux.",
    valide: true,
    age: 170,
  },
  {
    key: 'annaba-auto',
    prenom: 'Rachid',
    nom: 'Mansouri',
    email: `annaba.auto@${DEMO_MAIL_DOMAIN}`,
    telephone: '0560 27 84 13',
    genre: 'home',
    designation: 'Annaba Auto Pièces',
    adresse: 'Route de Sidi Amar, El Bouni, Annaba',
    wilaya: '23',
    description:
      "Pneus, batteries, lubrifiants et accessoires pour toutes les marques. Montage et diagnostic dans notre atelier d'El Bouni.",
    valide: true,
    age: 140,
  },
  {
    key: 'bazar',
    prenom: 'Hamza',
    nom: 'Saïdi',
    email: `bazar.blida@${DEMO_MAIL_DOMAIN}`,
    telephone: '0551 90 33 27',
    genre: 'home',
    designation: 'Bazar Blida Discount',
    adresse: 'Rue des Martyrs, Blida',
    wilaya: '09',
    description: 'Petits prix sur tout : maison, jouets, accessoires et beauté. Arrivages chaque semaine.',
    valide: false,
    age: 120,
  },
];

export const CLIENTS: readonly ClientSpec[] = [
  {
    prenom: 'Yacine',
    nom: 'Hamidi',
    genre: 'home',
    wilaya: '16',
    adresse: 'Cité des Annassers, bâtiment 12, Kouba',
    telephone: '0550 41 27 93',
  },
  {
    prenom: 'Meriem',
    nom: 'Cherif',
    genre: 'femme',
    wilaya: '31',
    adresse: 'Hai Es-Sabah, villa 38, Oran',
    telephone: '0662 08 51 74',
  },
  {
    prenom: 'Walid',
    nom: 'Bensalem',
    genre: 'home',
    wilaya: '25',
    adresse: 'Cité Boussouf, bloc 7, Constantine',
    telephone: '0771 36 92 05',
  },
  {
    prenom: 'Imane',
    nom: 'Touati',
    genre: 'femme',
    wilaya: '19',
    adresse: 'Cité El Hidhab, Sétif',
    telephone: '0555 73 10 48',
  },
  {
    prenom: 'Mohamed',
    nom: 'Amrani',
    genre: 'home',
    wilaya: '15',
    adresse: 'Nouvelle-Ville, rue 5, Tizi Ouzou',
    telephone: '0696 24 61 87',
  },
  {
    prenom: 'Lina',
    nom: 'Saadi',
    genre: 'femme',
    wilaya: '23',
    adresse: '14 cours de la Révolution, Annaba',
    telephone: '0661 59 03 26',
  },
  {
    prenom: 'Rayane',
    nom: 'Ouali',
    genre: 'home',
    wilaya: '06',
    adresse: 'Quartier Ihaddaden, Béjaïa',
    telephone: '0770 82 14 39',
  },
  {
    prenom: 'Nour El Houda',
    nom: 'Bensaïd',
    genre: 'femme',
    wilaya: '09',
    adresse: 'Ouled Yaïch, cité 300 logements, Blida',
    telephone: '0557 46 70 12',
  },
  {
    prenom: 'Abdelkader',
    nom: 'Zerrouki',
    genre: 'home',
    wilaya: '13',
    adresse: 'Quartier Imama, Tlemcen',
    telephone: '0665 31 88 20',
  },
  {
    prenom: 'Khadidja',
    nom: 'Belaïd',
    genre: 'femme',
    wilaya: '05',
    adresse: 'Cité Kechida, Batna',
    telephone: '0673 15 42 96',
  },
  {
    prenom: 'Samir',
    nom: 'Aït Ouarab',
    genre: 'home',
    wilaya: '35',
    adresse: 'Centre-ville, rue des Frères Ladjel, Boumerdès',
    telephone: '0552 67 29 81',
  },
  {
    prenom: 'Asma',
    nom: 'Kaci',
    genre: 'femme',
    wilaya: '16',
    adresse: '5 chemin Mackley, Hydra',
    telephone: '0698 53 07 64',
  },
  {
    prenom: 'Bilal',
    nom: 'Rahmani',
    genre: 'home',
    wilaya: '16',
    adresse: 'Rue Mohamed Boubella, Bab El Oued',
    telephone: '0779 20 46 15',
  },
  {
    prenom: 'Sabrina',
    nom: 'Ferhat',
    genre: 'femme',
    wilaya: '31',
    adresse: 'Bir El Djir, cité 600 logements, Oran',
    telephone: '0540 38 91 57',
  },
  {
    prenom: 'Hocine',
    nom: 'Larbi',
    genre: 'home',
    wilaya: '47',
    adresse: 'Bouhraoua, Ghardaïa',
    telephone: '0661 74 25 30',
    valide: false,
  },
  {
    prenom: 'Yasmina',
    nom: 'Djebbar',
    genre: 'femme',
    wilaya: '25',
    adresse: 'Ali Mendjeli, UV 6, Constantine',
    telephone: '0556 12 83 49',
  },
  {
    prenom: 'Nassim',
    nom: 'Guerroudj',
    genre: 'home',
    wilaya: '19',
    adresse: 'Rue du 1er Novembre, El Eulma',
    telephone: '0771 95 60 23',
  },
  {
    prenom: 'Feriel',
    nom: 'Mokrani',
    genre: 'femme',
    wilaya: '06',
    adresse: 'Cité des 200 logements, Akbou',
    telephone: '0699 41 36 78',
  },
  {
    prenom: 'Adel',
    nom: 'Benyahia',
    genre: 'home',
    wilaya: '23',
    adresse: 'El Bouni, cité 5 juillet, Annaba',
    telephone: '0553 86 14 02',
  },
  {
    prenom: 'Rania',
    nom: 'Hamdi',
    genre: 'femme',
    wilaya: '27',
    adresse: 'Salamandre, Mostaganem',
    telephone: '0662 27 58 91',
  },
  {
    prenom: 'Omar',
    nom: 'Kheddache',
    genre: 'home',
    wilaya: '15',
    adresse: 'Rue Colonel Amirouche, Azazga',
    telephone: '0774 63 09 52',
  },
  {
    prenom: 'Chaïma',
    nom: 'Benali',
    genre: 'femme',
    wilaya: '09',
    adresse: 'Boufarik centre, Blida',
    telephone: '0558 30 72 46',
  },
];

/** Centre of each wilaya the demo people live in: orders are placed near them. */
export const WILAYA_CENTRES: Record<string, readonly [number, number]> = {
  '05': [35.5559, 6.1741],
  '06': [36.7509, 5.0567],
  '09': [36.47, 2.8277],
  '13': [34.8828, -1.3167],
  '15': [36.7169, 4.0497],
  '16': [36.7538, 3.0588],
  '19': [36.1911, 5.4137],
  '23': [36.9, 7.7667],
  '25': [36.365, 6.6147],
  '27': [35.9311, 0.0892],
  '31': [35.6971, -0.6308],
  '35': [36.7664, 3.4772],
  '47': [32.4909, 3.6735],
};
