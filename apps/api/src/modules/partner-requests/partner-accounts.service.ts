import type { MarchandAccount } from '@souk/domain/auth-schemas';
import type { CreateCompteInput } from '@souk/domain/public-forms';
import type { PartnerRequestReply } from '@souk/domain/replies/partner-requests';
import { isUniqueViolation } from '../../db/errors';
import type { Ctx } from '../../lib/context';
import { notFound, unauthorized, validationError } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { uniqueSlug } from '../../lib/slug';
import { serializeMarchand } from '../accounts';
import { partnerAccountMail } from './partner-account.mail';
import { partnerEmailTaken } from './partner-requests.repository';
import { EMAIL_ALREADY_PARTNER } from './partner-requests.service';
import * as repo from './partner-requests-admin.repository';
import { PARTNER_ACCOUNT_MESSAGES, toPartnerRequestReply } from './partner-requests-admin.schemas';

/**
 * Partner accounts exist only through an administrator's `createCompte` on a request
 * (docs/product/admin.md, Partner requests): the store and the closing of the request are one
 * transaction; the partner is told by e-mail.
 */

function requireAdmin(ctx: Ctx): void {
  if (ctx.actor.role !== 'user') throw unauthorized();
}

export function requestListing(ctx: Ctx, etat: boolean, search: string | undefined) {
  requireAdmin(ctx);
  return {
    count: () => repo.countRequests(ctx.db, etat, search),
    rows: async (limit: number, offset: number) =>
      (await repo.listRequests(ctx.db, etat, search, limit, offset)).map(toPartnerRequestReply),
  };
}

const alreadyProcessed = () =>
  validationError(
    { id: [PARTNER_ACCOUNT_MESSAGES.alreadyProcessed] },
    PARTNER_ACCOUNT_MESSAGES.alreadyProcessed,
  );
const emailTaken = () => validationError({ email: [EMAIL_ALREADY_PARTNER] });

export interface CreatedAccount {
  marchand: MarchandAccount;
  demande: PartnerRequestReply;
}

export async function createPartnerAccount(
  ctx: Ctx,
  input: CreateCompteInput,
  deps: { mailer: Mailer; log: { error(obj: object, msg: string): void }; appUrl: string },
): Promise<CreatedAccount> {
  requireAdmin(ctx);
  const request = await repo.findRequest(ctx.db, input.id);
  if (!request) throw notFound(PARTNER_ACCOUNT_MESSAGES.notFound);
  if (request.etat) throw alreadyProcessed();

  const account = {
    nom: input.nom ?? request.nom,
    prenom: input.prenom ?? request.prenom,
    telephone: input.telephone ?? request.telephone,
    email: input.email ?? request.email,
    designationMagasin: input.designation_magasin ?? request.designationMagasin,
    adresseMagasin: input.adresse_magasin ?? request.adresseMagasin,
    wilayaMagasin: input.wilaya_magasin ?? request.wilayaMagasin,
    description: input.description ?? request.description,
    registreCommerce: input.registre_commerce ?? null,
    nif: input.nif ?? null,
  };
  if (await partnerEmailTaken(ctx.db, account.email)) throw emailTaken();
  const password = await hashPassword(input.password);
  const now = new Date();

  let created: Awaited<ReturnType<typeof repo.insertMarchand>>;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const marchand = await repo.insertMarchand(tx, {
        ...account,
        slug: uniqueSlug(account.designationMagasin),
        password,
      });
      // Conditional: a request processed meanwhile rolls the store back.
      if (!(await repo.closeRequest(tx, request.id, marchand.id, now))) throw alreadyProcessed();
      return marchand;
    });
  } catch (error) {
    // Two accounts racing for the same address: the unique index decides.
    if (isUniqueViolation(error, 'marchands_email_unique')) throw emailTaken();
    throw error;
  }

  try {
    await deps.mailer.send(
      partnerAccountMail({
        to: created.email,
        name: `${created.prenom} ${created.nom}`,
        designation: created.designationMagasin,
        appUrl: deps.appUrl,
      }),
    );
  } catch (err) {
    // The account exists: a mail failure must not turn it into an error the administrator retries.
    deps.log.error({ err, marchandId: created.id }, 'partner welcome e-mail failed');
  }

  return {
    marchand: serializeMarchand(created),
    demande: toPartnerRequestReply({
      ...request,
      etat: true,
      marchandId: created.id,
      traiteeAt: now,
      marchandSlug: created.slug,
    }),
  };
}
