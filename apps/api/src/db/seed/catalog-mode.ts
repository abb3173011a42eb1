import { type CategorySpec, couleur, option, pointure, taille } from './catalog-types';

export const MODE_FEMME: CategorySpec = {
  designation: 'Mode Femme',
  colors: ['Rose', 'Bordeaux', 'Beige'],
  sous: ['Robes', 'Prêt-à-porter', 'Hijabs & Foulards', 'Sacs à main', 'Chaussures femme'],
  sellers: ['oran-mode'],
  articles: [
    {
      designation: 'Robe longue fleurie en viscose',
      sous: 'Robes',
      prix: 4_800,
      description:
        'Une robe fluide et légère pour les journées chaudes, avec manches trois-quarts et ceinture à nouer. La viscose reste fraîche sur la peau et se lave en machine à 30 °C.',
      options: [couleur('Rose', 'Bleu', 'Beige'), taille()],
    },
    {
      designation: 'Abaya brodée en crêpe',
      sous: 'Robes',
      prix: 9_500,
      description:
        'Coupe ample et élégante, broderies ton sur ton aux poignets. Un tissu qui ne se froisse pas, idéal pour les fêtes et les visites familiales.',
      options: [couleur('Noir', 'Bordeaux', 'Beige'), taille('S', 'M', 'L', 'XL', 'XXL')],
    },
    {
      designation: 'Robe de soirée en satin',
      sous: 'Robes',
      prix: 12_500,
      description:
        'Satin lourd au tombé impeccable et dos légèrement drapé. Parfaite pour un mariage ou un henné.',
      options: [couleur('Bordeaux', 'Vert', 'Noir'), taille('S', 'M', 'L')],
    },
    {
      designation: 'Chemisier en satin à col lavallière',
      sous: 'Prêt-à-porter',
      prix: 3_500,
      description:
        "Un haut chic qui se porte aussi bien au bureau qu'en soirée. Boutons nacrés et manches longues resserrées aux poignets.",
      options: [couleur('Beige', 'Noir', 'Rose'), taille()],
    },
    {
      designation: 'Pull col roulé en maille côtelée',
      sous: 'Prêt-à-porter',
      prix: 2_900,
      description:
        "Doux, chaud et près du corps : la pièce essentielle de l'hiver, à porter seule ou sous une veste.",
      options: [couleur('Beige', 'Noir', 'Bordeaux'), taille('S', 'M', 'L')],
    },
    {
      designation: 'Jean taille haute coupe droite',
      sous: 'Prêt-à-porter',
      prix: 3_900,
      description:
        'Denim épais et légèrement extensible qui garde sa forme au fil des lavages. Coupe droite qui allonge la silhouette.',
      options: [couleur('Bleu', 'Noir'), taille('36', '38', '40', '42', '44')],
    },
    {
      designation: 'Hijab en mousseline premium',
      sous: 'Hijabs & Foulards',
      prix: 1_200,
      description:
        'Mousseline opaque et légère, facile à draper et qui ne glisse pas. Bords finis à la main, 180 × 70 cm.',
      options: [couleur('Noir', 'Beige', 'Rose', 'Bordeaux', 'Bleu')],
    },
    {
      designation: 'Foulard carré en soie imprimée',
      sous: 'Hijabs & Foulards',
      prix: 2_600,
      description:
        'Un carré de 90 cm aux motifs géométriques inspirés des zellige. Se noue au cou, dans les cheveux ou sur un sac.',
      options: [couleur('Bleu', 'Rouge', 'Or')],
    },
    {
      designation: 'Sac à main en cuir véritable',
      sous: 'Sacs à main',
      prix: 7_800,
      description:
        'Travaillé par des maroquiniers de Constantine, ce sac structuré possède trois compartiments et une bandoulière amovible. Le cuir se patine joliment avec le temps.',
      options: [couleur('Marron', 'Noir', 'Bordeaux')],
    },
    {
      designation: 'Sac cabas en toile',
      sous: 'Sacs à main',
      prix: 2_400,
      description:
        'Grand, solide et léger, il avale courses, ordinateur et affaires de sport. Poche intérieure zippée.',
      options: [couleur('Beige', 'Noir')],
    },
    {
      designation: 'Escarpins à talon bloc',
      sous: 'Chaussures femme',
      prix: 5_600,
      description:
        'Un talon de 6 cm stable et confortable pour tenir toute une journée de fête. Semelle intérieure rembourrée.',
      options: [couleur('Noir', 'Beige', 'Rose'), pointure('36', '37', '38', '39', '40')],
    },
    {
      designation: 'Baskets femme Adidas Grand Court',
      marque: 'Adidas',
      sous: 'Chaussures femme',
      prix: 11_500,
      description: 'Le style tennis rétro au quotidien, avec une semelle Cloudfoam très amortissante.',
      options: [couleur('Blanc', 'Rose'), pointure('36', '37', '38', '39', '40', '41')],
    },
    {
      designation: 'Ensemble jogging molletonné',
      sous: 'Prêt-à-porter',
      prix: 4_500,
      description:
        'Sweat à capuche et pantalon assortis en coton molletonné. Aussi confortable à la maison que pour une promenade.',
      options: [couleur('Rose', 'Gris', 'Beige'), taille()],
    },
  ],
};

export const MODE_HOMME: CategorySpec = {
  designation: 'Mode Homme',
  colors: ['Bleu', 'Blanc', 'Kaki'],
  sous: [
    'Chemises & T-shirts',
    'Pantalons & Jeans',
    'Vestes & Manteaux',
    'Chaussures homme',
    'Accessoires homme',
  ],
  sellers: ['oran-mode'],
  articles: [
    {
      designation: 'Chemise Oxford coupe ajustée',
      sous: 'Chemises & T-shirts',
      prix: 3_800,
      description:
        'Coton Oxford épais et respirant, col boutonné. Une chemise qui se porte avec un jean le week-end comme avec un costume en semaine.',
      options: [couleur('Bleu', 'Blanc', 'Rose'), taille('S', 'M', 'L', 'XL', 'XXL')],
    },
    {
      designation: 'T-shirt en coton bio',
      sous: 'Chemises & T-shirts',
      prix: 1_800,
      description:
        'Coton peigné de 180 g/m², coutures renforcées aux épaules. Il ne se déforme pas au lavage.',
      options: [couleur('Blanc', 'Noir', 'Kaki', 'Bleu'), taille()],
    },
    {
      designation: 'Polo piqué Lacoste',
      marque: 'Lacoste',
      sous: 'Chemises & T-shirts',
      prix: 14_500,
      description:
        'Le polo iconique en petit piqué de coton, avec son crocodile brodé. Coupe classique et col côtelé qui garde sa tenue.',
      options: [couleur('Blanc', 'Bleu', 'Vert'), taille('S', 'M', 'L', 'XL')],
    },
    {
      designation: 'Qamis brodé en coton',
      sous: 'Chemises & T-shirts',
      prix: 4_600,
      description:
        "Qamis long à col officier, légère broderie sur la poitrine. Tissu respirant apprécié pour la prière du vendredi et les journées d'été.",
      options: [couleur('Blanc', 'Beige', 'Gris'), taille('M', 'L', 'XL', 'XXL')],
    },
    {
      designation: 'Jean slim stretch',
      sous: 'Pantalons & Jeans',
      prix: 4_200,
      description:
        "Coupe près du corps mais confortable grâce à 2 % d'élasthanne. Délavage moyen, cinq poches.",
      options: [couleur('Bleu', 'Noir'), taille('38', '40', '42', '44', '46')],
    },
    {
      designation: 'Pantalon chino en twill',
      sous: 'Pantalons & Jeans',
      prix: 3_600,
      description:
        'Un pantalon habillé sans être strict, qui se repasse facilement. Ceinture intérieure antidérapante.',
      options: [couleur('Beige', 'Kaki', 'Bleu nuit'), taille('38', '40', '42', '44')],
    },
    {
      designation: 'Veste en cuir d’agneau',
      sous: 'Vestes & Manteaux',
      prix: 19_500,
      description:
        'Cuir souple pleine fleur et doublure matelassée amovible. Une pièce durable qui traverse les saisons et les modes.',
      options: [couleur('Noir', 'Marron'), taille('M', 'L', 'XL')],
    },
    {
      designation: 'Parka imperméable à capuche',
      sous: 'Vestes & Manteaux',
      prix: 13_800,
      description:
        "Pensée pour l'hiver de Sétif ou de Batna : garnissage chaud, capuche doublée de fausse fourrure et poches intérieures.",
      options: [couleur('Kaki', 'Noir', 'Bleu nuit'), taille()],
    },
    {
      designation: 'Survêtement Adidas Essentials',
      marque: 'Adidas',
      sous: 'Vestes & Manteaux',
      prix: 11_200,
      description:
        'Les trois bandes emblématiques sur une veste zippée et un pantalon fuselé en polyester recyclé.',
      options: [couleur('Noir', 'Bleu nuit'), taille()],
    },
    {
      designation: 'Nike Air Max SC',
      marque: 'Nike',
      sous: 'Chaussures homme',
      prix: 21_000,
      description:
        "L'unité Air visible amortit chaque pas. Tige en mesh et cuir synthétique, semelle en caoutchouc durable.",
      options: [couleur('Blanc', 'Noir'), pointure('40', '41', '42', '43', '44', '45')],
    },
    {
      designation: 'Derbies en cuir cousues main',
      sous: 'Chaussures homme',
      prix: 9_800,
      description:
        'Cuir de vachette et semelle cousue, fabriquées par un atelier de Blida. Elles se ressemellent facilement.',
      options: [couleur('Noir', 'Marron'), pointure('40', '41', '42', '43', '44')],
    },
    {
      designation: 'Montre Casio Edifice chronographe',
      marque: 'Casio',
      sous: 'Accessoires homme',
      prix: 16_500,
      description:
        'Boîtier en acier inoxydable, chronographe et étanchéité à 100 mètres. Bracelet réglable sans outil.',
      options: [couleur('Argent', 'Noir', 'Or')],
    },
    {
      designation: 'Ceinture en cuir réversible',
      sous: 'Accessoires homme',
      prix: 2_500,
      description: 'Une face noire, une face marron : deux ceintures en une grâce à la boucle pivotante.',
      options: [taille('95 cm', '105 cm', '115 cm')],
    },
  ],
};

export const BEAUTE: CategorySpec = {
  designation: 'Beauté & Santé',
  colors: ['Rose', 'Ambre', 'Turquoise'],
  sous: ['Parfums', 'Soins du visage', 'Soins des cheveux', 'Hygiène & Bien-être', 'Appareils de beauté'],
  sellers: ['yasmine'],
  articles: [
    {
      designation: 'Eau de parfum Oud Royal',
      marque: 'Arabian Oud',
      sous: 'Parfums',
      prix: 8_900,
      description:
        "Un oud boisé adouci par la rose et l'ambre, qui tient toute la journée. Flacon en verre épais et bouchon doré.",
      options: [option('Contenance', ['50 ml', '100 ml'], 55)],
    },
    {
      designation: 'Eau de toilette Fleur d’Oranger',
      sous: 'Parfums',
      prix: 4_200,
      description:
        'Fraîche et lumineuse, elle rappelle les vergers de la Mitidja au printemps. Un parfum léger pour tous les jours.',
      options: [option('Contenance', ['50 ml', '100 ml'], 45)],
    },
    {
      designation: 'Crème hydratante Nivea Soft',
      marque: 'Nivea',
      sous: 'Soins du visage',
      prix: 1_150,
      description:
        "Texture légère à la vitamine E et à l'huile de jojoba, qui pénètre vite sans laisser de film gras. Pour le visage, les mains et le corps.",
      options: [option('Contenance', ['100 ml', '200 ml'], 60)],
    },
    {
      designation: 'Crème Venus hydratante au karité',
      marque: 'Venus',
      sous: 'Soins du visage',
      prix: 480,
      description:
        "La crème algérienne que l'on retrouve dans tous les sacs : nourrissante, au parfum discret, et à petit prix.",
      options: [option('Format', ['Pot 100 ml', 'Tube 50 ml'])],
    },
    {
      designation: 'Sérum éclat à la vitamine C',
      sous: 'Soins du visage',
      prix: 3_200,
      description:
        'Concentré à 15 % de vitamine C stabilisée pour unifier le teint et atténuer les taches. À appliquer le matin avant la crème solaire.',
      options: [option('Contenance', ['30 ml'])],
    },
    {
      designation: 'Huile d’argan pure bio',
      sous: 'Soins des cheveux',
      prix: 2_600,
      description:
        'Pressée à froid, sans additif. Quelques gouttes suffisent pour nourrir les pointes sèches, les ongles ou la peau du visage.',
      options: [option('Contenance', ['50 ml', '100 ml'], 70)],
    },
    {
      designation: 'Shampoing au ghassoul et au romarin',
      sous: 'Soins des cheveux',
      prix: 950,
      description:
        'Nettoie en douceur le cuir chevelu gras et redonne du volume. Sans sulfates ni silicones.',
      options: [option('Contenance', ['250 ml', '500 ml'], 60)],
    },
    {
      designation: 'Henné naturel du Sud',
      sous: 'Soins des cheveux',
      prix: 700,
      description:
        "Poudre de henné finement tamisée, récoltée dans la région d'Adrar. Colore, fortifie et fait briller les cheveux.",
      options: [option('Poids', ['250 g', '500 g'], 80)],
    },
    {
      designation: 'Savon noir à l’eucalyptus',
      sous: 'Hygiène & Bien-être',
      prix: 600,
      description: 'Le rituel du hammam à la maison : il prépare la peau au gommage au gant kessa.',
      options: [option('Poids', ['200 g', '500 g'], 90)],
    },
    {
      designation: 'Tensiomètre bras Omron M3',
      marque: 'Omron',
      sous: 'Hygiène & Bien-être',
      prix: 9_800,
      description:
        'Mesure fiable et cliniquement validée, avec détection des battements irréguliers. Mémoire de 60 mesures pour suivre sa tension avec son médecin.',
      options: [option('Brassard', ['Standard 22–32 cm', 'Large 22–42 cm'], 8)],
    },
    {
      designation: 'Brosse à dents électrique Oral-B Pro 3',
      marque: 'Oral-B',
      sous: 'Hygiène & Bien-être',
      prix: 7_200,
      description:
        'Capteur de pression visible et minuteur de deux minutes pour un brossage efficace sans abîmer les gencives.',
      options: [couleur('Noir', 'Rose', 'Bleu')],
    },
    {
      designation: 'Sèche-cheveux Babyliss 2200 W',
      marque: 'Babyliss',
      sous: 'Appareils de beauté',
      prix: 8_400,
      description:
        'Moteur puissant et fonction ionique contre les frisottis. Concentrateur et diffuseur fournis.',
      options: [couleur('Noir', 'Rose')],
    },
    {
      designation: 'Lisseur céramique Philips',
      marque: 'Philips',
      sous: 'Appareils de beauté',
      prix: 6_300,
      description: "Plaques en céramique et température réglable jusqu'à 230 °C. Chauffe en 60 secondes.",
      options: [couleur('Noir', 'Violet')],
    },
    {
      designation: 'Eau de rose distillée',
      sous: 'Soins du visage',
      prix: 450,
      description:
        'Distillée à Constantine selon la tradition, elle tonifie et apaise la peau. Aussi délicieuse dans les pâtisseries.',
      options: [option('Contenance', ['250 ml', '500 ml'], 70)],
      owner: 'bazar',
    },
  ],
};
