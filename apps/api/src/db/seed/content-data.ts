/** Site texts of the configuration screen (about, terms, privacy). */

export const ABOUT = {
  email: 'contact@souk.dz',
  telephone: '023 45 67 89',
  adresse: '15 boulevard Mohamed V, Alger-Centre, Alger',
  latitude: 36.7529,
  longitude: 3.042,
  facebook: 'https://www.facebook.com/souk.dz',
  instagram: 'https://www.instagram.com/souk.dz',
  linkedin: 'https://www.linkedin.com/company/souk-dz',
  twitter: 'https://x.com/souk_dz',
  description:
    'Souk est la place de marché algérienne qui réunit des commerçants de confiance de toutes les wilayas et des milliers de produits : high-tech, mode, maison, épicerie fine et artisanat. ' +
    'Nous vérifions chaque boutique partenaire, nous livrons dans les 58 wilayas, gratuitement dès 10 000 DZD d’articles par vendeur, et vous payez comme vous préférez : carte bancaire, carte CIB ou EDAHABIA, ou en espèces à la livraison. ' +
    'Notre mission : rendre le commerce en ligne simple, sûr et accessible, tout en donnant aux artisans et aux commerçants locaux une vitrine à la hauteur de leur savoir-faire.',
};

export const CONDITIONS = [
  "Conditions générales d'utilisation",
  "1. Objet. Les présentes conditions régissent l'utilisation de la place de marché Souk, éditée par Souk SARL, dont le siège est situé 15 boulevard Mohamed V à Alger. En créant un compte ou en passant une commande, vous acceptez ces conditions sans réserve.",
  '2. Commandes. Une commande regroupant des articles de plusieurs vendeurs est répartie en une commande par vendeur, chacune avec sa référence, son suivi et son code QR. Les prix sont indiqués en dinars algériens (DZD), toutes taxes comprises. Le prix appliqué est celui affiché au moment de la validation de la commande, promotion comprise.',
  '3. Paiement. Vous pouvez régler par carte bancaire internationale, par carte CIB ou EDAHABIA, ou en espèces à la livraison. Les paiements par carte sont traités par des prestataires agréés : Souk ne reçoit ni ne conserve jamais les données de votre carte. Une commande payable par carte et non réglée sous 24 heures est automatiquement annulée.',
  "4. Livraison. Les frais de livraison dépendent du vendeur, de la wilaya de destination et du mode choisi (à domicile ou retrait en stop desk) ; ils sont affichés dans le panier et sur le récapitulatif avant toute confirmation, et la livraison est offerte dès 10 000 DZD d'articles par vendeur. Les délais indicatifs sont de 24 à 72 heures dans les grandes villes et de 3 à 7 jours ailleurs. À la réception, scannez le code QR de votre commande ou faites-le scanner par le livreur pour confirmer la remise du colis.",
  "5. Retours et remboursements. Vous disposez de 30 jours après la livraison pour retourner un article qui ne vous convient pas, dans son état et son emballage d'origine. Le retour est gratuit ; le remboursement intervient sous 7 jours ouvrés après réception et contrôle de l'article, par le moyen de paiement utilisé ou par virement pour les paiements à la livraison.",
  "6. Coupons. Les coupons de fidélité sont personnels, utilisables une seule fois et avant leur date d'expiration. Ils ne sont ni échangeables ni remboursables en espèces.",
  '7. Assistance. Notre service client est joignable 24 h/24 et 7 j/7 par téléphone au 023 45 67 89, par e-mail à contact@souk.dz ou via le formulaire de contact.',
  "8. Vendeurs partenaires. Chaque boutique est responsable de la description, de la conformité et de la disponibilité de ses articles. Souk vérifie l'identité des vendeurs et peut suspendre une boutique ou un article ne respectant pas ces conditions.",
  "9. Litiges. Les présentes conditions sont soumises au droit algérien. En cas de litige, une solution amiable sera recherchée avant toute action devant les tribunaux d'Alger.",
].join('\n\n');

export const POLITIQUE = [
  'Politique de confidentialité',
  'Souk attache une grande importance à la protection de vos données personnelles, conformément à la loi n° 18-07 relative à la protection des personnes physiques dans le traitement des données à caractère personnel.',
  "Données collectées. Nous collectons les informations que vous nous transmettez : nom, prénom, adresse e-mail, téléphone, adresse et wilaya de livraison, ainsi que la position choisie sur la carte pour faciliter le travail du livreur. Nous conservons l'historique de vos commandes et de vos avis.",
  'Paiements. Les paiements par carte bancaire, CIB ou EDAHABIA sont traités directement par nos prestataires de paiement agréés. Les numéros de carte ne transitent jamais par nos serveurs et ne sont jamais stockés par Souk. Pour le paiement à la livraison, seul le montant à encaisser est communiqué au livreur.',
  'Utilisation. Vos données servent à traiter et livrer vos commandes, à vous envoyer vos coupons de fidélité, à vous assister 24 h/24 et 7 j/7 et à améliorer nos services. Elles sont partagées uniquement avec le vendeur concerné et le transporteur, dans la limite de ce qui est nécessaire à la livraison de votre colis.',
  'Conservation et sécurité. Les mots de passe sont chiffrés de manière irréversible. Vos données sont conservées pendant la durée de votre compte puis archivées le temps exigé par la loi. Les retours effectués dans le délai de 30 jours sont tracés pour le suivi des remboursements.',
  'Vos droits. Vous pouvez consulter, corriger ou supprimer vos données à tout moment depuis votre profil ou en écrivant à contact@souk.dz. Nous répondons sous 30 jours.',
].join('\n\n');
