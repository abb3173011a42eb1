import { type CategorySpec, couleur, option, pointure, taille } from './catalog-types';

export const MAISON: CategorySpec = {
  designation: 'Maison & Cuisine',
  colors: ['Rouge', 'Gris', 'Turquoise'],
  sous: ['Ustensiles de cuisine', 'Art de la table', 'Linge de maison', 'Décoration'],
  sellers: ['kabyle'],
  articles: [
    {
      designation: 'Couscoussier en inox 8 litres',
      sous: 'Ustensiles de cuisine',
      prix: 6_400,
      description:
        "Inox 18/10 épais, compatible avec tous les feux et l'induction. Le panier vapeur s'emboîte parfaitement pour une semoule légère et bien séparée.",
      options: [option('Contenance', ['6 L', '8 L', '12 L'], 22)],
    },
    {
      designation: 'Batterie de cuisine Tefal Ingenio 10 pièces',
      marque: 'Tefal',
      sous: 'Ustensiles de cuisine',
      prix: 21_000,
      description:
        'Poêles et casseroles empilables avec poignée amovible : elles passent du feu au four puis au réfrigérateur. Revêtement antiadhésif renforcé au titane.',
      options: [couleur('Noir', 'Rouge')],
    },
    {
      designation: 'Poêle en fonte 28 cm',
      sous: 'Ustensiles de cuisine',
      prix: 3_900,
      description: 'Idéale pour la kesra et les galettes : la fonte garde la chaleur et cuit uniformément.',
      options: [option('Diamètre', ['24 cm', '28 cm', '32 cm'], 18)],
    },
    {
      designation: 'Set de 5 couteaux avec bloc en bois',
      sous: 'Ustensiles de cuisine',
      prix: 4_800,
      description:
        'Lames en acier inoxydable forgé, manches ergonomiques. Le bloc en acacia protège les tranchants.',
      options: [couleur('Noir', 'Marron')],
    },
    {
      designation: 'Théière en inox martelé',
      sous: 'Art de la table',
      prix: 2_800,
      description:
        "Pour servir le thé à la menthe dans les règles : bec verseur effilé et poignée qui ne chauffe pas. Contenance d'un litre.",
      options: [couleur('Argent', 'Or')],
    },
    {
      designation: 'Service à thé 12 pièces décor doré',
      sous: 'Art de la table',
      prix: 4_600,
      description:
        "Six verres gravés et six sous-verres dorés, présentés dans un coffret : un cadeau apprécié pour l'Aïd.",
      options: [couleur('Or', 'Argent')],
    },
    {
      designation: 'Lot de 6 assiettes en grès',
      sous: 'Art de la table',
      prix: 3_400,
      description: 'Émail réactif unique sur chaque pièce. Résistent au lave-vaisselle et au micro-ondes.',
      options: [couleur('Turquoise', 'Beige', 'Gris')],
    },
    {
      designation: 'Parure de lit en coton satiné',
      sous: 'Linge de maison',
      prix: 6_200,
      description:
        "Housse de couette et deux taies d'oreiller en coton satiné 120 fils, doux et frais en été. Fermeture à boutons cachés.",
      options: [
        couleur('Blanc', 'Gris', 'Bleu nuit'),
        option('Dimensions', ['140 × 200 cm', '240 × 220 cm'], 30),
      ],
    },
    {
      designation: 'Couverture polaire épaisse',
      sous: 'Linge de maison',
      prix: 7_400,
      description:
        'Une couverture lourde et moelleuse pour les nuits froides des hauts plateaux. Lavable en machine.',
      options: [
        couleur('Beige', 'Gris', 'Bordeaux'),
        option('Dimensions', ['160 × 220 cm', '220 × 240 cm'], 25),
      ],
    },
    {
      designation: 'Rideaux occultants (lot de 2)',
      sous: 'Linge de maison',
      prix: 4_100,
      description:
        'Bloquent la lumière et la chaleur du soleil, réduisent le bruit de la rue. Œillets métalliques.',
      options: [couleur('Gris', 'Beige', 'Bleu nuit'), option('Hauteur', ['240 cm', '260 cm'], 10)],
    },
    {
      designation: 'Lampe de chevet en céramique',
      sous: 'Décoration',
      prix: 3_200,
      description:
        'Pied en céramique émaillée et abat-jour en lin. Apporte une lumière douce et chaleureuse.',
      options: [couleur('Turquoise', 'Blanc', 'Terracotta')],
    },
    {
      designation: 'Miroir rond en rotin',
      sous: 'Décoration',
      prix: 5_600,
      description: 'Un miroir de 60 cm encadré de rotin tressé, qui réchauffe une entrée ou une chambre.',
      options: [option('Diamètre', ['45 cm', '60 cm'], 35)],
    },
    {
      designation: 'Housses de coussin tissées (lot de 2)',
      sous: 'Décoration',
      prix: 1_900,
      description: 'Motifs berbères tissés, 45 × 45 cm, fermeture éclair invisible. Rembourrage non inclus.',
      options: [couleur('Rouge', 'Beige', 'Turquoise')],
      owner: 'bazar',
    },
  ],
};

export const SPORT: CategorySpec = {
  designation: 'Sport & Loisirs',
  colors: ['Vert', 'Orange', 'Bleu'],
  sous: [
    'Football',
    'Fitness & Musculation',
    'Plein air & Camping',
    'Vélos & Trottinettes',
    'Jeux de société',
  ],
  sellers: ['setif-sport'],
  articles: [
    {
      designation: 'Ballon de football Adidas Tiro League',
      marque: 'Adidas',
      sous: 'Football',
      prix: 5_400,
      description:
        'Ballon thermocollé qui garde sa forme et sa trajectoire, sur gazon naturel comme synthétique. Homologué pour les matchs officiels.',
      options: [option('Taille', ['Taille 4', 'Taille 5'], 5)],
    },
    {
      designation: 'Maillot Algérie domicile',
      sous: 'Football',
      prix: 6_900,
      description:
        'Le maillot blanc et vert des Fennecs, en tissu respirant qui évacue la transpiration. Flocage possible en boutique.',
      options: [taille('S', 'M', 'L', 'XL', 'XXL')],
    },
    {
      designation: 'Chaussures de foot à crampons',
      marque: 'Puma',
      sous: 'Football',
      prix: 12_800,
      description:
        'Crampons moulés pour terrains secs et synthétiques, tige légère pour un bon toucher de balle.',
      options: [couleur('Noir', 'Orange'), pointure('39', '40', '41', '42', '43', '44')],
    },
    {
      designation: 'Paire d’haltères réglables 20 kg',
      sous: 'Fitness & Musculation',
      prix: 7_200,
      description:
        'Disques en fonte revêtus et barres filetées avec écrous de serrage. Pour débuter la musculation à la maison sans encombrer.',
      options: [option('Poids total', ['10 kg', '20 kg', '30 kg'], 40)],
    },
    {
      designation: 'Tapis de yoga antidérapant 6 mm',
      sous: 'Fitness & Musculation',
      prix: 2_700,
      description:
        'Épais et adhérent, il protège les genoux et ne glisse pas même pendant les postures dynamiques.',
      options: [couleur('Violet', 'Bleu', 'Vert')],
    },
    {
      designation: 'Banc de musculation inclinable',
      sous: 'Fitness & Musculation',
      prix: 27_000,
      description:
        "Dossier réglable sur sept positions, supporte jusqu'à 250 kg. Se replie pour se ranger derrière une porte.",
      options: [couleur('Noir', 'Rouge')],
    },
    {
      designation: 'Corde à sauter lestée',
      sous: 'Fitness & Musculation',
      prix: 950,
      description: 'Poignées lestées et roulements à billes pour un cardio intense en dix minutes.',
      options: [couleur('Noir', 'Bleu')],
    },
    {
      designation: 'Tente de camping 4 places',
      marque: 'Quechua',
      sous: 'Plein air & Camping',
      prix: 16_500,
      description:
        'Montage en deux minutes, double toit imperméable et chambre occultante. Pour les week-ends à Tikjda ou au bord de la mer.',
      options: [option('Capacité', ['2 places', '4 places'], 35)],
    },
    {
      designation: 'Glacière rigide 35 L',
      sous: 'Plein air & Camping',
      prix: 6_800,
      description:
        'Garde les boissons fraîches pendant 48 heures : indispensable pour la plage et les pique-niques.',
      options: [couleur('Bleu', 'Vert')],
    },
    {
      designation: 'VTT 27,5 pouces 21 vitesses',
      sous: 'Vélos & Trottinettes',
      prix: 44_000,
      description:
        'Cadre en aluminium, fourche suspendue et freins à disque. Un vélo polyvalent pour la ville comme pour les pistes forestières.',
      options: [couleur('Noir', 'Bleu', 'Rouge'), taille('S', 'M', 'L')],
    },
    {
      designation: 'Trottinette électrique Xiaomi 4 Lite',
      marque: 'Xiaomi',
      sous: 'Vélos & Trottinettes',
      prix: 68_000,
      description:
        "Jusqu'à 20 km d'autonomie et 25 km/h, pliable en trois secondes. Double freinage et feu arrière intégré.",
      options: [couleur('Noir')],
    },
    {
      designation: 'Jeu d’échecs en bois',
      sous: 'Jeux de société',
      prix: 2_400,
      description: 'Plateau pliant de 40 cm qui sert de boîte de rangement. Pièces lestées en bois massif.',
      options: [option('Dimensions', ['30 cm', '40 cm'], 30)],
    },
    {
      designation: 'Dominos en mélamine',
      sous: 'Jeux de société',
      prix: 1_200,
      description:
        'Le jeu des soirées de Ramadan au café comme à la maison : 28 dominos épais dans une boîte solide.',
      options: [couleur('Blanc', 'Noir')],
    },
  ],
};

export const BEBE: CategorySpec = {
  designation: 'Bébé & Enfants',
  colors: ['Jaune', 'Rose', 'Turquoise'],
  sous: ['Puériculture', 'Vêtements enfants', 'Jouets', 'Fournitures scolaires'],
  sellers: ['yasmine'],
  articles: [
    {
      designation: 'Poussette compacte pliable',
      marque: 'Chicco',
      sous: 'Puériculture',
      prix: 29_000,
      description:
        "Se plie d'une main et tient dans le coffre d'une petite citadine. Dossier inclinable jusqu'à la position allongée et grand panier.",
      options: [couleur('Gris', 'Bleu nuit', 'Noir')],
    },
    {
      designation: 'Siège auto groupe 0+/1',
      sous: 'Puériculture',
      prix: 18_500,
      description:
        'Installé dos à la route puis face à la route, de la naissance à 4 ans. Réducteur nouveau-né inclus.',
      options: [couleur('Noir', 'Gris')],
    },
    {
      designation: 'Biberons anti-colique Philips Avent',
      marque: 'Philips Avent',
      sous: 'Puériculture',
      prix: 1_600,
      description: "La valve anti-colique limite l'air avalé par bébé. Tétine souple qui imite le sein.",
      options: [option('Contenance', ['125 ml', '260 ml', '330 ml'], 12)],
    },
    {
      designation: 'Couches Pampers Baby-Dry',
      marque: 'Pampers',
      sous: 'Puériculture',
      prix: 2_900,
      description: "Jusqu'à 12 heures au sec pour des nuits tranquilles. Paquet géant.",
      options: [option('Taille', ['Taille 3 (6–10 kg)', 'Taille 4 (9–14 kg)', 'Taille 5 (11–16 kg)'], 6)],
    },
    {
      designation: 'Lit parapluie avec matelas',
      sous: 'Puériculture',
      prix: 12_400,
      description:
        'Pratique chez les grands-parents ou en vacances : se monte en une minute, sac de transport fourni.',
      options: [couleur('Gris', 'Bleu')],
    },
    {
      designation: 'Lot de 3 bodies en coton',
      sous: 'Vêtements enfants',
      prix: 1_900,
      description:
        "Coton doux certifié sans substances nocives, pressions à l'entrejambe pour des changes rapides.",
      options: [couleur('Blanc', 'Rose', 'Bleu'), taille('0–3 mois', '3–6 mois', '6–12 mois')],
    },
    {
      designation: 'Ensemble de l’Aïd pour garçon',
      sous: 'Vêtements enfants',
      prix: 4_400,
      description: 'Chemise, gilet et pantalon assortis pour les photos de famille. Tissu qui ne gratte pas.',
      options: [couleur('Beige', 'Bleu nuit'), taille('2 ans', '4 ans', '6 ans', '8 ans')],
    },
    {
      designation: 'Robe de fête pour fille',
      sous: 'Vêtements enfants',
      prix: 4_900,
      description: "Jupon en tulle, nœud au dos et doublure en coton. Pour les mariages et l'Aïd.",
      options: [couleur('Rose', 'Blanc', 'Or'), taille('2 ans', '4 ans', '6 ans', '8 ans')],
    },
    {
      designation: 'Ours en peluche 40 cm',
      sous: 'Jouets',
      prix: 1_800,
      description: 'Tout doux, yeux brodés sans petites pièces : adapté dès la naissance. Lavable à 30 °C.',
      options: [couleur('Beige', 'Marron', 'Blanc')],
    },
    {
      designation: 'LEGO Classic boîte de briques créatives',
      marque: 'LEGO',
      sous: 'Jouets',
      prix: 8_400,
      description:
        'Près de 500 briques de couleurs pour construire maisons, animaux et véhicules. Dès 4 ans.',
      options: [option('Boîte', ['Moyenne (484 pièces)', 'Grande (790 pièces)'], 45)],
    },
    {
      designation: 'Tapis d’éveil musical',
      sous: 'Jouets',
      prix: 5_400,
      description:
        'Arches amovibles, jouets suspendus et piano à taper du pied. Stimule la motricité dès les premiers mois.',
      options: [couleur('Jaune', 'Turquoise')],
    },
    {
      designation: 'Cartable ergonomique primaire',
      sous: 'Fournitures scolaires',
      prix: 3_600,
      description:
        'Dos rembourré, bretelles réglables et bandes réfléchissantes. Trois compartiments pour bien ranger cahiers et trousse.',
      options: [couleur('Bleu', 'Rose', 'Vert')],
    },
    {
      designation: 'Kit fournitures de rentrée',
      sous: 'Fournitures scolaires',
      prix: 2_200,
      description:
        "Cahiers, stylos, crayons de couleur, règle et ardoise : la liste du primaire prête à l'emploi.",
      options: [option('Niveau', ['1re année', '3e année', '5e année'], 10)],
    },
    {
      designation: 'Vélo enfant 16 pouces',
      sous: 'Jouets',
      prix: 14_200,
      description: 'Avec petites roues amovibles, frein à rétropédalage et garde-boue. Pour les 4–7 ans.',
      options: [couleur('Rouge', 'Bleu', 'Rose')],
      owner: 'bazar',
    },
  ],
};
