import { type CategorySpec, couleur, option } from './catalog-types';

export const TELEPHONES: CategorySpec = {
  designation: 'Téléphones & Tablettes',
  colors: ['Noir', 'Bleu', 'Blanc'],
  sous: ['Smartphones', 'Tablettes', 'Téléphones simples', 'Accessoires téléphone'],
  sellers: ['electro'],
  articles: [
    {
      designation: 'Samsung Galaxy A55 5G',
      marque: 'Samsung',
      sous: 'Smartphones',
      prix: 78_000,
      description:
        "Écran Super AMOLED de 6,6 pouces à 120 Hz, lumineux même en plein soleil. Le triple capteur photo de 50 Mpx stabilisé réussit les portraits de nuit. Châssis en aluminium et dos en verre, certifié IP67 contre l'eau et la poussière.",
      options: [couleur('Noir', 'Bleu', 'Blanc'), option('Capacité', ['128 Go', '256 Go'], 14)],
    },
    {
      designation: 'Samsung Galaxy A15',
      marque: 'Samsung',
      sous: 'Smartphones',
      prix: 32_500,
      description:
        'Un smartphone fiable pour tous les jours, avec une batterie de 5000 mAh qui tient facilement deux jours. Son grand écran de 6,5 pouces est idéal pour les vidéos et les appels en visio avec la famille.',
      options: [couleur('Noir', 'Bleu'), option('Capacité', ['128 Go', '256 Go'], 12)],
    },
    {
      designation: 'Xiaomi Redmi Note 13 Pro',
      marque: 'Xiaomi',
      sous: 'Smartphones',
      prix: 56_000,
      description:
        "Capteur principal de 200 Mpx, charge rapide 67 W : la batterie se remplit en moins d'une heure. L'écran AMOLED 1,5K offre des couleurs éclatantes. Livré avec chargeur et coque de protection.",
      options: [couleur('Noir', 'Violet', 'Blanc'), option('Capacité', ['256 Go', '512 Go'], 15)],
    },
    {
      designation: 'Apple iPhone 15',
      marque: 'Apple',
      sous: 'Smartphones',
      prix: 189_000,
      description:
        'Dynamic Island, appareil photo de 48 Mpx et port USB-C. La puce A16 Bionic assure une fluidité remarquable, même après plusieurs années. Garantie vendeur de 12 mois.',
      options: [couleur('Noir', 'Bleu', 'Rose'), option('Capacité', ['128 Go', '256 Go'], 12)],
    },
    {
      designation: 'Condor Plume L8 Pro',
      marque: 'Condor',
      sous: 'Smartphones',
      prix: 24_900,
      description:
        "Conçu et assemblé à Bordj Bou Arréridj, le Plume L8 Pro offre un excellent rapport qualité-prix. Double SIM, lecteur d'empreintes latéral et service après-vente dans tout le pays.",
      options: [couleur('Noir', 'Bleu')],
    },
    {
      designation: 'Oppo Reno 11 F',
      marque: 'Oppo',
      sous: 'Smartphones',
      prix: 61_000,
      description:
        'Fin et léger, le Reno 11 F mise sur un écran incurvé et une charge SUPERVOOC de 67 W. Son mode portrait met en valeur les visages sans retouche.',
      options: [couleur('Vert', 'Bleu'), option('Capacité', ['256 Go'])],
    },
    {
      designation: 'Nokia 105 (2023)',
      marque: 'Nokia',
      sous: 'Téléphones simples',
      prix: 4_300,
      description:
        "Le téléphone simple qui ne lâche jamais : une semaine d'autonomie, radio FM sans fil et lampe torche. Parfait comme second téléphone ou pour les parents.",
      options: [couleur('Noir', 'Bleu', 'Rouge')],
    },
    {
      designation: 'Samsung Galaxy Tab A9+',
      marque: 'Samsung',
      sous: 'Tablettes',
      prix: 38_500,
      description:
        "Grand écran de 11 pouces à 90 Hz et quatre haut-parleurs pour regarder films et cours en ligne. Le mode enfants permet de limiter le temps d'écran des plus jeunes.",
      options: [couleur('Gris', 'Argent'), option('Connectivité', ['Wi-Fi', 'Wi-Fi + 4G'], 18)],
    },
    {
      designation: 'Lenovo Tab M10 (3e génération)',
      marque: 'Lenovo',
      sous: 'Tablettes',
      prix: 29_000,
      description:
        'Une tablette familiale robuste avec 4 Go de mémoire et un écran Full HD de 10,1 pouces. Idéale pour la lecture, les vidéos et le travail scolaire.',
      options: [option('Capacité', ['64 Go', '128 Go'], 10)],
    },
    {
      designation: 'Apple iPad 10e génération',
      marque: 'Apple',
      sous: 'Tablettes',
      prix: 112_000,
      description:
        "Écran Liquid Retina de 10,9 pouces, puce A14 Bionic et compatibilité avec l'Apple Pencil. Un outil polyvalent pour créer, étudier et se divertir.",
      options: [couleur('Bleu', 'Argent', 'Rose'), option('Capacité', ['64 Go', '256 Go'], 25)],
    },
    {
      designation: 'Écouteurs sans fil JBL Tune Flex',
      marque: 'JBL',
      sous: 'Accessoires téléphone',
      prix: 9_800,
      description:
        "Réduction de bruit active et jusqu'à 32 heures d'écoute avec le boîtier. Les embouts se portent ouverts ou fermés selon votre préférence.",
      options: [couleur('Noir', 'Blanc')],
    },
    {
      designation: 'Batterie externe Xiaomi 20000 mAh',
      marque: 'Xiaomi',
      sous: 'Accessoires téléphone',
      prix: 5_200,
      description:
        "Recharge un smartphone jusqu'à quatre fois. Deux ports USB-A et un port USB-C pour alimenter deux appareils en même temps.",
      options: [couleur('Noir', 'Blanc')],
    },
    {
      designation: 'Chargeur rapide USB-C 25 W',
      marque: 'Samsung',
      sous: 'Accessoires téléphone',
      prix: 2_900,
      description:
        'Chargeur secteur compatible Super Fast Charging, câble USB-C inclus. Protection contre la surchauffe et les surtensions.',
      options: [couleur('Noir', 'Blanc')],
    },
    {
      designation: 'Coque antichoc transparente',
      sous: 'Accessoires téléphone',
      prix: 1_100,
      description:
        "Coins renforcés qui amortissent les chutes, bords relevés pour protéger l'écran et l'objectif. Ne jaunit pas avec le temps.",
      options: [option('Modèle', ['Galaxy A15', 'Galaxy A55', 'Redmi Note 13', 'iPhone 15'])],
    },
  ],
};

export const INFORMATIQUE: CategorySpec = {
  designation: 'Informatique',
  colors: ['Gris', 'Noir', 'Argent'],
  sous: ['Ordinateurs portables', 'Écrans', 'Imprimantes', 'Périphériques', 'Stockage'],
  sellers: ['electro'],
  articles: [
    {
      designation: 'HP 250 G9 Core i5',
      marque: 'HP',
      sous: 'Ordinateurs portables',
      prix: 112_000,
      description:
        "Un portable professionnel équipé d'un Intel Core i5 de 12e génération et d'un écran Full HD antireflet. Clavier numérique complet et webcam HD pour le télétravail.",
      options: [option('Mémoire', ['8 Go / 256 Go SSD', '16 Go / 512 Go SSD'], 16)],
    },
    {
      designation: 'Lenovo IdeaPad Slim 3',
      marque: 'Lenovo',
      sous: 'Ordinateurs portables',
      prix: 96_000,
      description:
        "Léger (1,6 kg) et silencieux, l'IdeaPad Slim 3 accompagne étudiants et indépendants. Son Ryzen 5 gère sans peine la bureautique et le multitâche. Charge rapide : deux heures d'autonomie en quinze minutes.",
      options: [couleur('Gris', 'Bleu'), option('Mémoire', ['8 Go / 512 Go SSD', '16 Go / 512 Go SSD'], 12)],
    },
    {
      designation: 'Apple MacBook Air M2 13 pouces',
      marque: 'Apple',
      sous: 'Ordinateurs portables',
      prix: 228_000,
      description:
        "La puce M2 offre des performances remarquables sans ventilateur, donc sans aucun bruit. Jusqu'à 18 heures d'autonomie et un écran Liquid Retina de 13,6 pouces.",
      options: [couleur('Argent', 'Gris'), option('Stockage', ['256 Go', '512 Go'], 15)],
    },
    {
      designation: 'Dell Latitude 5420 reconditionné',
      marque: 'Dell',
      sous: 'Ordinateurs portables',
      prix: 58_000,
      description:
        'Reconditionné et testé, garanti 6 mois. Processeur Core i5 de 11e génération, boîtier robuste pensé pour les entreprises. Batterie neuve.',
      options: [option('Mémoire', ['8 Go / 256 Go SSD', '16 Go / 512 Go SSD'], 18)],
    },
    {
      designation: 'Écran Samsung 24 pouces Full HD',
      marque: 'Samsung',
      sous: 'Écrans',
      prix: 27_500,
      description:
        'Dalle IPS aux bords fins, 75 Hz et mode confort des yeux. Idéal pour un double écran au bureau.',
      options: [option('Connectique', ['HDMI', 'HDMI + DisplayPort'], 6)],
    },
    {
      designation: 'Écran LG UltraGear 27 pouces 165 Hz',
      marque: 'LG',
      sous: 'Écrans',
      prix: 52_000,
      description:
        "Temps de réponse d'une milliseconde et compatibilité G-Sync pour des parties sans saccades. Pied réglable en hauteur et en inclinaison.",
      options: [option('Finition', ['Mate', 'Mate + pied pivotant'], 8)],
    },
    {
      designation: 'Imprimante Canon PIXMA G3470',
      marque: 'Canon',
      sous: 'Imprimantes',
      prix: 24_000,
      description:
        "Imprimante multifonction à réservoirs rechargeables : des milliers de pages pour quelques centaines de dinars d'encre. Impression sans fil depuis le téléphone.",
      options: [couleur('Noir', 'Blanc')],
    },
    {
      designation: 'Imprimante laser HP LaserJet M111w',
      marque: 'HP',
      sous: 'Imprimantes',
      prix: 21_500,
      description:
        'Compacte et rapide (20 pages par minute), cette laser monochrome convient aux petits bureaux et aux cybercafés.',
      options: [option('Pack', ['Imprimante seule', 'Avec toner de rechange'], 22)],
    },
    {
      designation: 'Clavier et souris sans fil Logitech MK270',
      marque: 'Logitech',
      sous: 'Périphériques',
      prix: 4_600,
      description:
        'Un seul récepteur USB pour le clavier et la souris, portée de dix mètres. Clavier AZERTY résistant aux éclaboussures.',
      options: [option('Disposition', ['AZERTY', 'AZERTY + arabe'], 5)],
    },
    {
      designation: 'Souris gamer Redragon Cobra',
      marque: 'Redragon',
      sous: 'Périphériques',
      prix: 3_400,
      description:
        "Capteur jusqu'à 10 000 DPI, sept boutons programmables et rétroéclairage RGB. Prise en main confortable pour les longues sessions.",
      options: [couleur('Noir', 'Blanc')],
    },
    {
      designation: 'Routeur Wi-Fi 6 TP-Link Archer AX23',
      marque: 'TP-Link',
      sous: 'Périphériques',
      prix: 9_500,
      description:
        "Le Wi-Fi 6 apporte plus de débit et moins de latence quand toute la famille est connectée. Compatible avec les box fibre d'Algérie Télécom.",
      options: [option('Modèle', ['AX23 (1800 Mbit/s)', 'AX55 (3000 Mbit/s)'], 45)],
    },
    {
      designation: 'SSD Samsung 980 NVMe',
      marque: 'Samsung',
      sous: 'Stockage',
      prix: 8_900,
      description:
        "Redonnez une seconde vie à votre ordinateur : démarrage en quelques secondes et logiciels qui s'ouvrent instantanément.",
      options: [option('Capacité', ['500 Go', '1 To'], 55)],
    },
    {
      designation: 'Disque dur externe WD Elements',
      marque: 'Western Digital',
      sous: 'Stockage',
      prix: 11_500,
      description:
        'Sauvegardez photos, documents et films sur un disque portable alimenté par USB. Formaté pour Windows, compatible Mac après reformatage.',
      options: [option('Capacité', ['1 To', '2 To'], 35)],
    },
    {
      designation: 'Clé USB SanDisk Ultra 3.0',
      marque: 'SanDisk',
      sous: 'Stockage',
      prix: 1_400,
      description:
        "Petite, rapide et fiable : jusqu'à 130 Mo/s en lecture. Capuchon coulissant pour ne pas la perdre.",
      options: [option('Capacité', ['64 Go', '128 Go'], 60)],
      owner: 'bazar',
    },
  ],
};
