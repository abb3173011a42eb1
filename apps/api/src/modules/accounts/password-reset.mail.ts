import type { Role } from '../../db/schema/accounts';
import type { MailMessage } from '../../lib/mailer';

/**
 * Each audience resets its password on its own screen of the web app (docs/product/README.md, The route
 * table of the web app).
 */
const RESET_PATHS: Record<Role, string> = {
  client: '/reset-password/',
  marchand: '/reset-password-partenaire/',
  user: '/admin/reset-password/',
};

const AUDIENCE: Record<Role, string> = {
  client: 'client',
  marchand: 'partenaire',
  user: 'administrateur',
};

export function resetLink(appUrl: string, role: Role, rawToken: string): string {
  return `${appUrl.replace(/\/+$/, '')}${RESET_PATHS[role]}${encodeURIComponent(rawToken)}`;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export function passwordResetMail(opts: {
  to: string;
  name: string;
  role: Role;
  link: string;
  ttlMinutes: number;
}): MailMessage {
  const { name, link, ttlMinutes } = opts;
  const audience = AUDIENCE[opts.role];
  const text = [
    `Bonjour ${name},`,
    '',
    `Vous avez demandé la réinitialisation du mot de passe de votre compte ${audience} Souk.`,
    `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable ${ttlMinutes} minutes, une seule fois) :`,
    link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    '',
    "L'équipe Souk",
  ].join('\n');
  const html = `<p>Bonjour ${escapeHtml(name)},</p>
<p>Vous avez demandé la réinitialisation du mot de passe de votre compte ${audience} Souk.</p>
<p><a href="${escapeHtml(link)}">Choisir un nouveau mot de passe</a> (lien valable ${ttlMinutes} minutes, une seule fois).</p>
<p>Si le lien ne s’ouvre pas, copiez-le dans votre navigateur :<br>${escapeHtml(link)}</p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</p>
<p>L'équipe Souk</p>`;
  return { to: opts.to, subject: 'Réinitialisation de votre mot de passe Souk', text, html };
}
