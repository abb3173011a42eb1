import type { MailMessage } from '../../lib/mailer';

/** The e-mail a new partner receives once an administrator created its account from its request. */

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const base = (appUrl: string) => appUrl.replace(/\/+$/, '');
/**
 * The partner login screen and its password recovery (docs/product/README.md, The route table of the
 * web app).
 */
export const partnerLoginLink = (appUrl: string) => `${base(appUrl)}/partenaire/login`;
export const partnerForgotLink = (appUrl: string) => `${base(appUrl)}/forgot-password-partenaire`;

export function partnerAccountMail(opts: {
  to: string;
  name: string;
  designation: string;
  appUrl: string;
}): MailMessage {
  const login = partnerLoginLink(opts.appUrl);
  const forgot = partnerForgotLink(opts.appUrl);
  // The password chosen by the administrator is never written in a message: it is given to the
  // partner by the administrator, or replaced through the recovery link.
  const text = [
    `Bonjour ${opts.name},`,
    '',
    `Votre demande de partenariat pour le magasin « ${opts.designation} » a été acceptée : votre compte partenaire Souk est prêt.`,
    '',
    `Connectez-vous à votre espace partenaire avec l'adresse ${opts.to} :`,
    login,
    '',
    "Le mot de passe vous est communiqué par l'administrateur. Vous pouvez aussi choisir le vôtre à tout moment :",
    forgot,
    '',
    "L'équipe Souk",
  ].join('\n');
  const html = `<p>Bonjour ${escapeHtml(opts.name)},</p>
<p>Votre demande de partenariat pour le magasin « ${escapeHtml(opts.designation)} » a été acceptée : votre compte partenaire Souk est prêt.</p>
<p>Connectez-vous à votre espace partenaire avec l'adresse ${escapeHtml(opts.to)} :<br><a href="${escapeHtml(login)}">${escapeHtml(login)}</a></p>
<p>Le mot de passe vous est communiqué par l'administrateur. Vous pouvez aussi <a href="${escapeHtml(forgot)}">choisir le vôtre</a> à tout moment.</p>
<p>L'équipe Souk</p>`;
  return { to: opts.to, subject: 'Votre compte partenaire Souk est prêt', text, html };
}
