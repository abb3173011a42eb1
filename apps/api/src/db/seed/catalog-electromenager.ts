import { type CategorySpec, couleur, option } from './catalog-types';

export const ELECTROMENAGER: CategorySpec = {
  designation: 'Électroménager',
  colors: ['Blanc', 'Gris', 'Noir'],
  sous: ['Lave-linge', 'Réfrigérateurs', 'Climatisation', 'Cuisson', 'Petit électroménager'],
  sellers: ['electro'],
  articles: [
    {
      designation: 'Lave-linge Condor 8 kg',
      marque: 'Condor',
      sous: 'Lave-linge',
      prix: 64_000,
      description:
        'Quinze programmes dont un cycle rapide de 15 minutes et un programme laine. Classe énergétique A+++ et moteur silencieux. Installation offerte à Alger, Blida et Boumerdès.',
      options: [couleur('Blanc', 'Gris')],
    },
    {
      designation: 'Lave-linge Samsung EcoBubble 9 kg',
      marque: 'Samsung',
      sous: 'Lave-linge',
      prix: 98_000,
      description:
        'La technologie EcoBubble mélange lessive, eau et air pour laver efficacement même à 20 °C. Moteur Digital Inverter garanti dix ans.',
      options: [couleur('Blanc', 'Gris')],
    },
    {
      designation: 'Réfrigérateur Brandt No Frost 460 L',
      marque: 'Brandt',
      sous: 'Réfrigérateurs',
      prix: 118_000,
      description:
        'Deux portes, froid ventilé sans givre et grand bac à légumes. Fabriqué à Sétif, avec un service après-vente présent dans toutes les grandes villes.',
      options: [couleur('Gris', 'Blanc', 'Noir')],
    },
    {
      designation: 'Réfrigérateur Iris 350 L',
      marque: 'Iris',
      sous: 'Réfrigérateurs',
      prix: 79_000,
      description:
        'Un réfrigérateur économe et spacieux pour la famille, avec éclairage LED intérieur. Son compresseur supporte les coupures et les fortes chaleurs du Sud.',
      options: [couleur('Gris', 'Blanc')],
    },
    {
      designation: 'Climatiseur Condor 12000 BTU Inverter',
      marque: 'Condor',
      sous: 'Climatisation',
      prix: 72_000,
      description:
        "Froid en été, chaleur en hiver : la technologie Inverter réduit la facture d'électricité jusqu'à 40 %. Télécommande avec mode nuit silencieux.",
      options: [option('Puissance', ['12000 BTU', '18000 BTU'], 30)],
    },
    {
      designation: 'Climatiseur mobile Geant 9000 BTU',
      marque: 'Geant',
      sous: 'Climatisation',
      prix: 48_000,
      description:
        "Sans installation : il suffit de passer la gaine par la fenêtre. Pratique pour les locations et les chambres d'étudiants.",
      options: [couleur('Blanc')],
    },
    {
      designation: 'Cuisinière ENIEM 4 feux',
      marque: 'ENIEM',
      sous: 'Cuisson',
      prix: 42_000,
      description:
        'La cuisinière de Tizi Ouzou, robuste et simple à réparer. Four de 56 litres avec tournebroche, allumage électrique des brûleurs.',
      options: [couleur('Blanc', 'Gris')],
    },
    {
      designation: 'Micro-ondes Samsung 23 L',
      marque: 'Samsung',
      sous: 'Cuisson',
      prix: 21_500,
      description:
        'Réchauffe, décongèle et gratine grâce à sa fonction grill. Cavité en céramique facile à nettoyer, qui ne retient pas les odeurs.',
      options: [couleur('Noir', 'Blanc')],
    },
    {
      designation: 'Blender Moulinex Blendforce',
      marque: 'Moulinex',
      sous: 'Petit électroménager',
      prix: 8_900,
      description:
        'Bol en verre de 1,75 litre et lames en inox pour les jus, les soupes et la chorba. Deux vitesses et fonction impulsion.',
      options: [couleur('Noir', 'Blanc')],
    },
    {
      designation: 'Bouilloire électrique Tefal 1,7 L',
      marque: 'Tefal',
      sous: 'Petit électroménager',
      prix: 3_600,
      description:
        "Fait bouillir l'eau du thé en trois minutes. Arrêt automatique et filtre anti-calcaire amovible.",
      options: [couleur('Blanc', 'Noir', 'Rouge')],
    },
    {
      designation: 'Fer à repasser vapeur Philips',
      marque: 'Philips',
      sous: 'Petit électroménager',
      prix: 6_800,
      description:
        'Semelle céramique glissante et jet de vapeur puissant pour les tissus épais. Système anti-goutte et anti-calcaire.',
      options: [couleur('Bleu', 'Violet')],
    },
    {
      designation: 'Aspirateur Rowenta sans sac',
      marque: 'Rowenta',
      sous: 'Petit électroménager',
      prix: 19_500,
      description:
        'Puissant et compact, idéal pour les tapis et les carrelages. Filtre lavable, pas de sacs à racheter.',
      options: [couleur('Rouge', 'Noir')],
    },
    {
      designation: 'Robot pâtissier Kenwood Prospero+',
      marque: 'Kenwood',
      sous: 'Petit électroménager',
      prix: 44_000,
      description:
        "Pétrit la pâte des msemen comme celle des gâteaux de l'Aïd. Livré avec crochet, fouet, batteur, blender et hachoir.",
      options: [couleur('Argent', 'Rouge')],
    },
    {
      designation: 'Ventilateur sur pied 16 pouces',
      sous: 'Petit électroménager',
      prix: 5_900,
      description:
        "Trois vitesses, oscillation et minuterie : un allié discret pour les nuits d'été. Hauteur réglable.",
      options: [couleur('Blanc', 'Noir')],
      owner: 'bazar',
    },
  ],
};
