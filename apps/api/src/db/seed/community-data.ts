/** Founders, sponsors, contact messages, partner requests and review comments of the demo. */

export const FOUNDERS = [
  { prenom: 'Mehdi', nom: 'Bensaci', role: 'CEO', telephone: '0550 10 20 30' },
  { prenom: 'Amina', nom: 'Kerroum', role: 'CTO', telephone: '0661 40 50 60' },
  { prenom: 'Riad', nom: 'Belhadj', role: 'Opérations', telephone: '0770 70 80 90' },
  { prenom: 'Selma', nom: 'Hadjadj', role: 'Marketing', telephone: '0555 11 22 33' },
] as const;

export const SPONSORS = [
  { nom: 'Tassili Logistique', url: 'https://www.tassili-logistique.dz', color: '#c8643b' },
  { nom: 'Banque du Hoggar', url: 'https://www.banque-hoggar.dz', color: '#1f2c54' },
  { nom: 'Atlas Télécom', url: 'https://www.atlas-telecom.dz', color: '#2f6fd6' },
  { nom: 'Djurdjura Paiement', url: 'https://www.djurdjura-paiement.dz', color: '#2f9e62' },
  { nom: 'Casbah Média', url: 'https://www.casbah-media.dz', color: '#7d52c9' },
  { nom: 'Sahara Express', url: 'https://www.sahara-express.dz', color: '#d98e1f' },
  { nom: 'Numidia Assurances', url: 'https://www.numidia-assurances.dz', color: '#d7423c' },
] as const;

export const CONTACTS = [
  {
    prenom: 'Karima',
    nom: 'Boualem',
    sujet: 'Retard de livraison',
    msg: "Bonjour, ma commande passée il y a cinq jours est toujours « en cours de livraison ». Pouvez-vous me donner des nouvelles du livreur ? J'habite à Médéa. Merci.",
    vu: true,
  },
  {
    prenom: 'Redouane',
    nom: 'Taleb',
    sujet: 'Paiement CIB refusé',
    msg: 'Mon paiement par carte CIB a été refusé alors que mon compte est approvisionné. Est-ce que je peux payer à la livraison à la place ?',
    vu: true,
  },
  {
    prenom: 'Houria',
    nom: 'Mebarki',
    sujet: "Retour d'un article",
    msg: "La robe reçue est trop petite. Comment puis-je l'échanger contre une taille L ? Je suis encore dans le délai de 30 jours.",
    vu: false,
  },
  {
    prenom: 'Fares',
    nom: 'Bouchenak',
    sujet: 'Partenariat transport',
    msg: "Nous sommes une société de livraison basée à Oran et couvrant l'Ouest du pays. Nous aimerions vous présenter nos tarifs pour les colis volumineux.",
    vu: false,
  },
  {
    prenom: 'Lamia',
    nom: 'Zitouni',
    sujet: 'Facture pour mon entreprise',
    msg: "Bonjour, j'ai besoin d'une facture au nom de ma société pour la commande d'imprimantes. Quels documents dois-je vous envoyer ?",
    vu: true,
  },
  {
    prenom: 'Anis',
    nom: 'Hadj Sadok',
    sujet: 'Problème de connexion',
    msg: "Je ne reçois pas l'e-mail de réinitialisation du mot de passe. J'ai vérifié les courriers indésirables. Pouvez-vous m'aider ?",
    vu: false,
  },
  {
    prenom: 'Souad',
    nom: 'Benkhelifa',
    sujet: 'Suggestion',
    msg: 'Bravo pour le site ! Ce serait bien de pouvoir filtrer les articles par wilaya du vendeur pour être livré plus vite.',
    vu: false,
  },
  {
    prenom: 'Djamel',
    nom: 'Oukaci',
    sujet: 'Article non conforme',
    msg: "Le couscoussier reçu n'a pas la contenance indiquée (6 L au lieu de 8 L). Je souhaite un échange ou un remboursement.",
    vu: true,
  },
] as const;

export const PENDING_REQUESTS = [
  {
    prenom: 'Ilyes',
    nom: 'Benamara',
    designation: 'Librairie El Ilm',
    wilaya: '13',
    adresse: 'Rue de Paris, Tlemcen',
    description:
      'Librairie et papeterie depuis 1998 : livres scolaires, romans en arabe et en français, fournitures de bureau.',
  },
  {
    prenom: 'Nadia',
    nom: 'Bouhired',
    designation: 'Pâtisserie Dar Lalla',
    wilaya: '25',
    adresse: 'Rue Abane Ramdane, Constantine',
    description:
      'Gâteaux traditionnels constantinois sur commande : baklawa, makrout, tcharek. Emballages cadeaux pour les fêtes.',
  },
  {
    prenom: 'Toufik',
    nom: 'Chaouch',
    designation: 'Ghardaïa Tapis & Traditions',
    wilaya: '47',
    adresse: 'Ksar de Beni Isguen, Ghardaïa',
    description:
      'Tapis du M’zab et tissages réalisés par des artisanes de la vallée, vendus directement sans intermédiaire.',
  },
  {
    prenom: 'Kenza',
    nom: 'Mahdjoub',
    designation: 'Kenza Cosmétiques Naturels',
    wilaya: '16',
    adresse: 'Cité Malki, Ben Aknoun',
    description:
      'Savons saponifiés à froid, huiles végétales et soins capillaires fabriqués en petites séries à Alger.',
  },
] as const;

/** Review comments by rating: a 1-star review does not read like a 5-star one. */
export const REVIEW_COMMENTS: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Excellent produit, conforme à la description. Livraison rapide à domicile, je recommande !',
    'Très bonne qualité pour ce prix. Le vendeur a répondu à toutes mes questions.',
    'Parfait, exactement ce que je cherchais. Emballage soigné et livreur très poli.',
    'Deuxième achat chez ce vendeur, toujours aussi satisfaite. Bravo à toute l’équipe.',
    'Qualité au rendez-vous, je l’utilise tous les jours depuis un mois sans aucun souci.',
    'Reçu en 48 heures à Oran, bien protégé. Produit authentique, rien à redire.',
  ],
  4: [
    'Bon produit dans l’ensemble, la livraison a juste pris un jour de plus que prévu.',
    'Conforme aux photos, bonne finition. Un peu cher mais la qualité suit.',
    'Très satisfait, seul bémol : la notice n’est pas en français.',
    'Bon rapport qualité-prix. Je mets 4 étoiles car la couleur est légèrement plus foncée.',
    'Produit sérieux, vendeur réactif. Je recommande.',
  ],
  3: [
    'Correct sans plus. Ça fait le travail mais je m’attendais à mieux.',
    'Produit moyen, les finitions pourraient être meilleures.',
    'Livraison rapide mais la taille est un peu petite, prenez une taille au-dessus.',
    'Pas mal, mais l’emballage était abîmé à l’arrivée.',
  ],
  2: [
    'Déçue par la qualité, le tissu est plus fin que sur les photos.',
    'Le produit fonctionne mais il est bruyant. Le service client m’a quand même bien répondu.',
    'Livré avec une semaine de retard, et sans accessoires.',
  ],
  1: [
    'Produit non conforme à la description, j’ai demandé un retour.',
    'Tombé en panne au bout de trois jours. Je ne recommande pas.',
  ],
};
