/** French strings of the administrator's failed jobs screen (dead letters, decision 0049). */
export const boJobs = {
  nav: 'Tâches échouées',
  title: 'Tâches échouées',
  intro:
    'Les envois (e-mails, flux en direct, remboursements, balayages) qui ont échoué à leur dernière tentative. Relancer une tâche la refait sans répéter ce qu’elle avait déjà fait ; la supprimer l’abandonne.',
  empty: 'Aucune tâche échouée.',
  columns: {
    kind: 'Tâche',
    subject: 'Concerne',
    error: 'Dernière erreur',
    attempts: 'Tentatives',
    dates: 'Dates',
  },
  otherKind: 'Tâche « {{queue}} »',
  sentAt: 'Créée le {{date}}',
  failedAt: 'Échouée le {{date}}',
  retry: 'Relancer',
  retryOf: 'Relancer la tâche « {{name}} »',
  deleteOf: 'Supprimer la tâche « {{name}} »',
  retryTitle: 'Relancer cette tâche ?',
  retryText: 'La tâche « {{name}} » sera refaite ; ce qu’elle avait déjà fait ne sera pas répété.',
  deleteText: 'La tâche « {{name}} » sera abandonnée : ce qu’elle n’a pas fait ne sera jamais fait.',
  retried: 'La tâche est relancée.',
  deleted: 'La tâche est supprimée.',
};
