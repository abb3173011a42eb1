/** French strings of the back-offices' live new orders (notification and sidebar badge, decision 0016). */
export const boLive = {
  title: 'Nouvelle commande #{{ref}} — {{montant}}',
  from: '{{client}} · {{magasin}}',
  open: 'Voir la commande',
  badge: '{{count}} nouvelle(s) commande(s) depuis votre dernière visite de la liste',
};
