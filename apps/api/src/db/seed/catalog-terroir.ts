import { type CategorySpec, couleur, option, pointure, taille } from './catalog-types';

export const EPICERIE: CategorySpec = {
  designation: 'Épicerie fine',
  colors: ['Ambre', 'Olive', 'Or'],
  sous: [
    'Huiles & Condiments',
    'Miels & Confitures',
    'Dattes & Fruits secs',
    'Café & Thé',
    'Pâtisseries traditionnelles',
  ],
  sellers: ['bejaia-saveurs'],
  articles: [
    {
      designation: 'Huile d’olive extra vierge de Kabylie',
      sous: 'Huiles & Condiments',
      prix: 1_650,
      description:
        'Olives Chemlal récoltées à la main dans la vallée de la Soummam et pressées à froid dans la semaine. Un fruité intense, légèrement piquant en fin de bouche.',
      options: [option('Contenance', ['1 L', '2 L', '5 L'], 90)],
    },
    {
      designation: 'Ras el hanout maison',
      sous: 'Huiles & Condiments',
      prix: 420,
      description: 'Un mélange de vingt épices moulues à la pierre pour la chorba, les tajines et la rechta.',
      options: [option('Poids', ['100 g', '250 g'], 120)],
    },
    {
      designation: 'Harissa artisanale',
      sous: 'Huiles & Condiments',
      prix: 380,
      description: "Piments séchés au soleil, ail et carvi, à l'huile d'olive. Relevée mais parfumée.",
      options: [option('Force', ['Douce', 'Forte'])],
    },
    {
      designation: 'Miel de jujubier (sidr)',
      sous: 'Miels & Confitures',
      prix: 5_800,
      description:
        'Un miel rare récolté dans les steppes de Djelfa, ambré et très aromatique. Analysé en laboratoire, sans sucre ajouté.',
      options: [option('Poids', ['250 g', '500 g', '1 kg'], 90)],
    },
    {
      designation: 'Miel de montagne toutes fleurs',
      sous: 'Miels & Confitures',
      prix: 3_200,
      description: "Récolté dans le Djurdjura, il cristallise naturellement en hiver : signe d'un miel pur.",
      options: [option('Poids', ['500 g', '1 kg'], 85)],
    },
    {
      designation: 'Confiture de figues de Béjaïa',
      sous: 'Miels & Confitures',
      prix: 480,
      description:
        'Des figues mûres cuites lentement en chaudron de cuivre, avec un peu de citron et beaucoup de patience.',
      options: [option('Poids', ['350 g'])],
    },
    {
      designation: 'Dattes Deglet Nour de Tolga',
      sous: 'Dattes & Fruits secs',
      prix: 950,
      description:
        'Les dattes dorées et translucides de la région de Biskra, en branchettes. Moelleuses et sucrées, parfaites pour rompre le jeûne.',
      options: [option('Poids', ['500 g', '1 kg', '5 kg'], 85)],
    },
    {
      designation: 'Figues sèches de Kabylie',
      sous: 'Dattes & Fruits secs',
      prix: 1_300,
      description:
        "Séchées au soleil sur des claies, sans conservateur. Délicieuses avec un filet d'huile d'olive.",
      options: [option('Poids', ['500 g', '1 kg'], 90)],
    },
    {
      designation: 'Amandes décortiquées',
      sous: 'Dattes & Fruits secs',
      prix: 2_300,
      description:
        'Amandes entières calibrées, idéales pour les makrouts, les dziriettes et les gâteaux de fête.',
      options: [option('Poids', ['500 g', '1 kg'], 92)],
    },
    {
      designation: 'Café moulu Facto',
      marque: 'Facto',
      sous: 'Café & Thé',
      prix: 450,
      description: 'Le café algérois torréfié serré, moulu fin pour la cafetière italienne ou la cezve.',
      options: [option('Poids', ['250 g', '500 g'], 95)],
    },
    {
      designation: 'Thé vert à la menthe séchée',
      sous: 'Café & Thé',
      prix: 520,
      description:
        'Thé vert Gunpowder mélangé à la menthe nanah séchée du jardin : le thé du Sahara en quelques minutes.',
      options: [option('Poids', ['200 g', '500 g'], 110)],
    },
    {
      designation: 'Assortiment de gâteaux traditionnels',
      sous: 'Pâtisseries traditionnelles',
      prix: 2_600,
      description:
        'Makrout au miel, dziriettes, arayech et tcharek préparés par des pâtissières de Béjaïa. Livré dans une boîte cadeau.',
      options: [option('Boîte', ['500 g', '1 kg'], 90)],
    },
    {
      designation: 'Couscous artisanal roulé main',
      sous: 'Pâtisseries traditionnelles',
      prix: 380,
      description:
        "Roulé à la main par une coopérative de femmes de Tizi Ouzou et séché à l'ombre. Grain fin ou moyen.",
      options: [option('Grain', ['Fin', 'Moyen']), option('Poids', ['1 kg', '2 kg'], 95)],
    },
  ],
};

export const AUTO: CategorySpec = {
  designation: 'Auto & Moto',
  colors: ['Rouge', 'Gris', 'Bleu'],
  sous: ['Pneus', 'Entretien', 'Accessoires auto', 'Équipement moto'],
  sellers: ['annaba-auto', 'setif-sport'],
  articles: [
    {
      designation: 'Pneu Michelin Primacy 4',
      marque: 'Michelin',
      sous: 'Pneus',
      prix: 17_800,
      description:
        'Excellente adhérence sur route mouillée et longévité reconnue. Montage et équilibrage offerts dans nos ateliers partenaires.',
      options: [option('Dimensions', ['195/65 R15', '205/55 R16', '225/45 R17'], 14)],
    },
    {
      designation: 'Pneu Iris Aurès',
      marque: 'Iris',
      sous: 'Pneus',
      prix: 9_600,
      description: 'Pneu fabriqué à Sétif, pensé pour les routes algériennes et les fortes chaleurs.',
      options: [option('Dimensions', ['175/70 R13', '185/65 R15', '195/65 R15'], 10)],
    },
    {
      designation: 'Batterie auto 70 Ah',
      marque: 'Varta',
      sous: 'Entretien',
      prix: 16_400,
      description:
        'Démarrage fiable même en hiver, sans entretien. Reprise de votre ancienne batterie en magasin.',
      options: [option('Capacité', ['60 Ah', '70 Ah', '95 Ah'], 18)],
    },
    {
      designation: 'Huile moteur Total Quartz 5W-30',
      marque: 'TotalEnergies',
      sous: 'Entretien',
      prix: 6_400,
      description: 'Huile de synthèse qui protège le moteur dès le démarrage et réduit la consommation.',
      options: [option('Bidon', ['4 L', '5 L'], 22)],
    },
    {
      designation: 'Balais essuie-glace Bosch Aerotwin',
      marque: 'Bosch',
      sous: 'Entretien',
      prix: 2_300,
      description: 'Essuyage silencieux et sans traces, même à grande vitesse. La paire, avec adaptateurs.',
      options: [option('Longueur', ['500 mm', '600 mm'], 10)],
    },
    {
      designation: 'Caméra de bord Full HD',
      sous: 'Accessoires auto',
      prix: 7_400,
      description:
        "Enregistrement en boucle, vision nocturne et détection de choc. Une preuve utile en cas d'accident.",
      options: [option('Carte mémoire', ['Sans carte', 'Avec carte 64 Go'], 15)],
    },
    {
      designation: 'Housses de sièges universelles',
      sous: 'Accessoires auto',
      prix: 5_200,
      description:
        'Similicuir facile à nettoyer, compatibles airbags latéraux. Protègent les sièges de la poussière et du soleil.',
      options: [couleur('Noir', 'Beige', 'Rouge')],
    },
    {
      designation: 'Tapis de sol caoutchouc (jeu de 4)',
      sous: 'Accessoires auto',
      prix: 3_400,
      description:
        "Rebords relevés qui retiennent l'eau et la boue. Découpables pour s'adapter à votre véhicule.",
      options: [couleur('Noir', 'Gris')],
    },
    {
      designation: 'Compresseur portable 12 V',
      sous: 'Accessoires auto',
      prix: 4_900,
      description:
        'Regonfle un pneu en cinq minutes sur la prise allume-cigare. Manomètre numérique et arrêt automatique.',
      options: [couleur('Noir')],
    },
    {
      designation: 'Support téléphone magnétique',
      sous: 'Accessoires auto',
      prix: 1_200,
      description: "Se fixe sur la grille d'aération ; le téléphone tient même sur les routes de montagne.",
      options: [couleur('Noir', 'Argent')],
    },
    {
      designation: 'Casque moto intégral homologué',
      sous: 'Équipement moto',
      prix: 9_200,
      description: 'Homologué ECE 22.06, écran anti-rayures et doublure amovible lavable.',
      options: [couleur('Noir', 'Blanc', 'Rouge'), taille('S', 'M', 'L', 'XL')],
    },
    {
      designation: 'Gants moto renforcés',
      sous: 'Équipement moto',
      prix: 2_800,
      description: 'Coques de protection aux articulations et paume en cuir. Compatibles écrans tactiles.',
      options: [taille('M', 'L', 'XL')],
    },
    {
      designation: 'Antivol bloque-disque avec alarme',
      sous: 'Équipement moto',
      prix: 3_300,
      description: 'Une sirène de 110 dB se déclenche au moindre mouvement. Sacoche de transport incluse.',
      options: [couleur('Jaune', 'Noir')],
    },
  ],
};

export const ARTISANAT: CategorySpec = {
  designation: 'Artisanat algérien',
  colors: ['Terracotta', 'Rouge', 'Bleu'],
  sous: ['Poterie', 'Tapis & Tissages', 'Tenues traditionnelles', 'Bijoux berbères', 'Cuivre & Dinanderie'],
  sellers: ['kabyle'],
  articles: [
    {
      designation: 'Cruche kabyle peinte à la main',
      sous: 'Poterie',
      prix: 3_400,
      description:
        "Modelée sans tour par les potières de Maâtkas, décorée de motifs géométriques à l'engobe rouge et noir. Chaque pièce est unique.",
      options: [option('Hauteur', ['25 cm', '35 cm'], 40)],
    },
    {
      designation: 'Tajine en terre cuite',
      sous: 'Poterie',
      prix: 2_600,
      description:
        'Terre cuite non émaillée qui donne aux plats mijotés un goût incomparable. À culotter avant le premier usage.',
      options: [option('Diamètre', ['28 cm', '34 cm'], 30)],
    },
    {
      designation: 'Tapis berbère des Aït Hichem',
      sous: 'Tapis & Tissages',
      prix: 36_000,
      description:
        'Tissé à la main en laine de mouton teinte aux colorants naturels. Les losanges racontent les symboles de protection transmis de mère en fille.',
      options: [option('Dimensions', ['120 × 180 cm', '160 × 230 cm'], 45)],
    },
    {
      designation: 'Tapis du M’zab',
      sous: 'Tapis & Tissages',
      prix: 27_500,
      description:
        'Tissé à Ghardaïa, aux couleurs chaudes du désert. Épais et résistant, il traverse les générations.',
      options: [option('Dimensions', ['100 × 150 cm', '150 × 200 cm'], 40)],
    },
    {
      designation: 'Fouta tissée main',
      sous: 'Tapis & Tissages',
      prix: 2_100,
      description: 'Rayures traditionnelles et franges nouées : serviette de hammam, nappe ou plaid léger.',
      options: [couleur('Rouge', 'Bleu', 'Jaune')],
    },
    {
      designation: 'Robe kabyle traditionnelle',
      sous: 'Tenues traditionnelles',
      prix: 14_000,
      description:
        'Cousue à Tizi Ouzou avec ses galons zigzag multicolores et sa fouta assortie. La robe des fêtes et de Yennayer.',
      options: [couleur('Jaune', 'Rouge', 'Bleu'), taille('S', 'M', 'L', 'XL')],
    },
    {
      designation: 'Karakou algérois brodé',
      sous: 'Tenues traditionnelles',
      prix: 48_000,
      description:
        "Veste en velours brodée au fil d'or (medjboud) et seroual chelka. Une pièce de cérémonie réalisée sur commande en quatre semaines.",
      options: [couleur('Bordeaux', 'Vert', 'Noir'), taille('S', 'M', 'L')],
    },
    {
      designation: 'Burnous en laine',
      sous: 'Tenues traditionnelles',
      prix: 26_000,
      description:
        "Tissé en laine fine de Messaad, chaud et léger. Le vêtement d'honneur des grandes occasions.",
      options: [couleur('Blanc', 'Beige', 'Marron'), taille('M', 'L', 'XL')],
    },
    {
      designation: 'Bracelet kabyle en argent émaillé',
      sous: 'Bijoux berbères',
      prix: 12_500,
      description:
        'Argent massif, émaux jaune, vert et bleu et cabochons de corail, façonné par un bijoutier des Aït Yenni.',
      options: [taille('S', 'M', 'L')],
    },
    {
      designation: 'Fibule berbère (tabzimt)',
      sous: 'Bijoux berbères',
      prix: 9_800,
      description:
        'Broche ronde traditionnelle portée sur le front ou la poitrine, symbole de fertilité et de protection.',
      options: [option('Finition', ['Argent', 'Argent et corail'], 25)],
    },
    {
      designation: 'Plateau en cuivre ciselé',
      sous: 'Cuivre & Dinanderie',
      prix: 8_600,
      description:
        "Ciselé à la main dans les ateliers de Constantine, héritiers d'un savoir-faire séculaire. Pour le service du thé ou en décoration murale.",
      options: [option('Diamètre', ['40 cm', '60 cm'], 45)],
    },
    {
      designation: 'Lanterne en cuivre ajouré',
      sous: 'Cuivre & Dinanderie',
      prix: 6_400,
      description: 'Sa lumière dessine des étoiles sur les murs. Verres colorés et crochet de suspension.',
      options: [couleur('Or', 'Argent')],
    },
    {
      designation: 'Babouches en cuir brodé',
      sous: 'Tenues traditionnelles',
      prix: 2_900,
      description: 'Cuir tanné végétal et broderie au fil de soie, semelle souple cousue.',
      options: [couleur('Jaune', 'Rouge', 'Blanc'), pointure('37', '38', '39', '40', '41', '42', '43')],
    },
  ],
};
