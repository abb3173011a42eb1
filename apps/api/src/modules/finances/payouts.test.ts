import { VALIDATION_MESSAGES } from '@souk/domain/error-codes';
import { NBSP } from '@souk/domain/money';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { checkInvariants } from '../../db/invariants';
import { auditLogs } from '../../db/schema/accounts';
import { ecritures, versements } from '../../db/schema/finances';
import { bearer, makeSession } from '../accounts/accounts.fixtures';
import { addEntry, makeAccount, makePayout, payoutReadyStore, setPayoutMinimum } from './payouts.fixtures';

/** Amounts as the server writes them: no-break spaces between thousands and before DZD. */
const dzd = (s: string) => s.replace(/(\d) (?=\d)/g, `$1${NBSP}`).replaceAll(' DZD', `${NBSP}DZD`);

describe('payouts (docs/product/payouts-and-statements.md)', () => {
  const t = useTestApp({ APP_URL: 'https://souk.dz' });
  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, headers = {}) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: { ...bearer(token), ...headers }, payload });
  const outbox = async () => {
    await t.app.jobs.drain();
    return t.mailer.sent;
  };
  const ledgerOf = (marchandId: number) =>
    db()
      .select({ type: ecritures.type, montant: ecritures.montant, versementId: ecritures.versementId })
      .from(ecritures)
      .where(eq(ecritures.marchandId, marchandId))
      .orderBy(ecritures.id);

  describe('payout account', () => {
    it('is null until recorded, then the RIB or the CCP the partner gave, audited with masked numbers', async () => {
      const partner = await makeSession(t.app, 'marchand');
      expect((await call('GET', 'marchand/compteVersement', partner.token)).json()).toEqual({ data: null });

      const rib = await call('POST', 'marchand/compteVersementEdit', partner.token, {
        type: 'rib',
        titulaire: 'Karim Haddad',
        numero: '0079 9999 0012 3456 7890',
      });
      expect(rib.statusCode).toBe(200);
      expect(rib.json()).toMatchObject({
        message: 'Compte de versement enregistré.',
        data: { type: 'rib', titulaire: 'Karim Haddad', numero: '00799999001234567890', cle: null },
      });

      const ccp = await call('POST', 'marchand/compteVersementEdit', partner.token, {
        type: 'ccp',
        titulaire: 'Karim Haddad',
        numero: '0012345678',
        cle: '42',
      });
      expect(ccp.statusCode).toBe(200);
      expect((await call('GET', 'marchand/compteVersement', partner.token)).json().data).toMatchObject({
        type: 'ccp',
        numero: '0012345678',
        cle: '42',
      });

      const logged = await db()
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.actorRole, 'marchand'), eq(auditLogs.actorId, partner.row.id)))
        .orderBy(auditLogs.id);
      expect(logged.map((l) => [l.action, l.entity, l.entityId])).toEqual([
        ['POST /v1/marchand/compteVersementEdit', 'compteVersement', String(partner.row.id)],
        ['POST /v1/marchand/compteVersementEdit', 'compteVersement', String(partner.row.id)],
      ]);
      expect(logged[1].details).toMatchObject({
        body: {
          avant: { type: 'rib', numero: `${'•'.repeat(16)}7890` },
          apres: { type: 'ccp', titulaire: 'Karim Haddad', numero: '••••••5678' },
        },
      });
      expect(JSON.stringify(logged)).not.toContain('00799999001234567890');
    });

    it('refuses a wrong format with the French field messages and their codes, and keeps the old account', async () => {
      const partner = await makeSession(t.app, 'marchand');
      await makeAccount(db(), partner.row.id);
      const res = await call('POST', 'marchand/compteVersementEdit', partner.token, {
        type: 'rib',
        titulaire: 'Ka',
        numero: '1234',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        titulaire: ['Le champ titulaire doit contenir au moins 3 caractères.'],
        numero: ['Le RIB doit contenir exactement 20 chiffres.'],
      });
      expect(res.json().codes.numero).toEqual([{ code: 'payout_rib', params: {} }]);
      const ccp = await call('POST', 'marchand/compteVersementEdit', partner.token, {
        type: 'ccp',
        titulaire: 'Karim',
        numero: '12345678901',
      });
      expect(ccp.json().errors).toEqual({
        numero: ['Le numéro de compte CCP doit contenir de 1 à 10 chiffres.'],
        cle: ['La clé du compte CCP doit contenir 2 caractères.'],
      });
      expect((await call('GET', 'marchand/compteVersement', partner.token)).json().data.numero).toBe(
        '00799999001234567890',
      );
    });
  });

  describe('payout request', () => {
    it('takes the amount from the available balance with a versement entry, and mails the partner', async () => {
      const partner = await makeSession(t.app, 'marchand');
      await payoutReadyStore(db(), partner.row.id, 500_000);
      const res = await call('POST', 'marchand/versementAdd', partner.token, { montant: 1500.5 });
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(res.json().message).toBe('Demande de versement enregistrée.');
      expect(data).toMatchObject({
        montant: 1500.5,
        etat: 'demandee',
        reference: null,
        motif: null,
        traite_at: null,
      });
      expect(await ledgerOf(partner.row.id)).toEqual([
        { type: 'ajustement', montant: 500_000, versementId: null },
        { type: 'versement', montant: -150_050, versementId: data.id },
      ]);
      const [mail] = await outbox();
      expect(mail.to).toBe(partner.row.email);
      expect(mail.subject).toBe(dzd('Demande de versement de 1 500,50 DZD reçue'));
      expect(mail.text).toContain(`demande de versement n° ${data.id}`);
    });

    it('refuses without an account (compte), with one open (versement), above available or below minimum (montant)', async () => {
      const partner = await makeSession(t.app, 'marchand');
      await setPayoutMinimum(db(), 100_000);
      await addEntry(db(), partner.row.id, 300_000);
      // Not available yet: a delivery of this week.
      await addEntry(db(), partner.row.id, 900_000, { pending: true });

      const noAccount = await call('POST', 'marchand/versementAdd', partner.token, { montant: 2000 });
      expect(noAccount.statusCode).toBe(422);
      expect(noAccount.json().errors).toEqual({ compte: [VALIDATION_MESSAGES.payout_no_account] });
      expect(noAccount.json().message).toBe("Enregistrez d'abord votre compte de versement (CCP ou RIB).");

      await makeAccount(db(), partner.row.id);
      const above = await call('POST', 'marchand/versementAdd', partner.token, { montant: 3000.01 });
      expect(above.json().errors).toEqual({
        montant: [dzd('Le montant demandé dépasse votre solde disponible (3 000,00 DZD).')],
      });
      expect(above.json().codes.montant).toEqual([
        { code: 'payout_above_available', params: { disponible: dzd('3 000,00 DZD') } },
      ]);
      const below = await call('POST', 'marchand/versementAdd', partner.token, { montant: 999.99 });
      expect(below.json().errors).toEqual({
        montant: [dzd("Le montant d'un versement doit être d'au moins 1 000,00 DZD.")],
      });
      const zero = await call('POST', 'marchand/versementAdd', partner.token, { montant: 0 });
      expect(zero.json().errors).toEqual({ montant: ['Le montant doit être supérieur à 0.'] });

      expect((await call('POST', 'marchand/versementAdd', partner.token, { montant: 3000 })).statusCode).toBe(
        201,
      );
      const open = await call('POST', 'marchand/versementAdd', partner.token, { montant: 1000 });
      expect(open.statusCode).toBe(422);
      expect(open.json().errors).toEqual({
        versement: [VALIDATION_MESSAGES.payout_already_open],
        montant: [dzd('Le montant demandé dépasse votre solde disponible (0,00 DZD).')],
      });
      expect(await db().select().from(versements)).toHaveLength(1);
      expect(await outbox()).toHaveLength(1);
    });

    it('replays the first reply for the same Idempotency-Key and places one payout', async () => {
      const partner = await makeSession(t.app, 'marchand');
      await payoutReadyStore(db(), partner.row.id);
      const key = { 'idempotency-key': 'versement-1' };
      const first = await call('POST', 'marchand/versementAdd', partner.token, { montant: 1200 }, key);
      const again = await call('POST', 'marchand/versementAdd', partner.token, { montant: 1200 }, key);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      const other = await call('POST', 'marchand/versementAdd', partner.token, { montant: 1300 }, key);
      expect(other.statusCode).toBe(422);
      expect(other.json().message).toBe(VALIDATION_MESSAGES.idempotency_key_reused);
      expect(await db().select().from(versements)).toHaveLength(1);
      expect((await ledgerOf(partner.row.id)).filter((e) => e.type === 'versement')).toHaveLength(1);
    });

    it("lists the store's own payouts, newest first, filtered by state, 10 a page", async () => {
      const partner = await makeSession(t.app, 'marchand');
      const other = await makeSession(t.app, 'marchand');
      await makePayout(db(), partner.row.id, 100_000, 'payee');
      await makePayout(db(), partner.row.id, 200_000, 'refusee');
      const open = await makePayout(db(), partner.row.id, 300_000);
      await makePayout(db(), other.row.id, 400_000);
      const all = (await call('GET', 'marchand/versements', partner.token)).json();
      expect(all.data.map((v: { montant: number }) => v.montant)).toEqual([3000, 2000, 1000]);
      expect(all.meta).toMatchObject({ current_page: 1, per_page: 10, total: 3 });
      const demandees = (await call('GET', 'marchand/versements?etat=demandee', partner.token)).json();
      expect(demandees.data).toEqual([expect.objectContaining({ id: open.id, etat: 'demandee' })]);
      expect(demandees.links.first).toContain('etat=demandee');
      const bad = await call('GET', 'marchand/versements?etat=annulee', partner.token);
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('the mails in the partner’s language', () => {
    it('writes them in Arabic for a partner who chose Arabic, in French for the others', async () => {
      const admin = await makeSession(t.app, 'user');
      const partner = await makeSession(t.app, 'marchand');
      const chosen = await call('POST', 'marchand/langue', partner.token, { langue: 'ar' });
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json()).toEqual({ message: 'Langue enregistrée', langue: 'ar' });
      await payoutReadyStore(db(), partner.row.id, 500_000);
      const asked = (await call('POST', 'marchand/versementAdd', partner.token, { montant: 1234.5 })).json()
        .data;
      await call('POST', `user/versementRefuser/${asked.id}`, admin.token, { motif: 'RIB illisible' });
      const [requested, rejected] = await outbox();
      expect(requested.subject).toBe(`تم استلام طلب تحويل بمبلغ 1.234,50${NBSP}دج`);
      expect(requested.text).toContain(`طلب التحويل رقم ${asked.id}`);
      expect(requested.text.endsWith('فريق سوق')).toBe(true);
      expect(requested.html).toContain('<div dir="rtl" lang="ar">');
      expect(rejected.subject).toBe(`تم رفض طلب التحويل بمبلغ 1.234,50${NBSP}دج`);
      expect(rejected.text).toContain('السبب: RIB illisible');

      // English is not one of the mails' languages: French.
      t.mailer.sent.length = 0;
      await call('POST', 'marchand/langue', partner.token, { langue: 'en' });
      await call('POST', 'marchand/versementAdd', partner.token, { montant: 1000 });
      const [french] = await outbox();
      expect(french.subject).toBe(dzd('Demande de versement de 1 000,00 DZD reçue'));
      expect(french.text.endsWith("L'équipe Souk")).toBe(true);
    });
  });

  describe("the administrator's moves", () => {
    it('lists every payout with its store and account; pays one with its reference, once', async () => {
      const admin = await makeSession(t.app, 'user');
      const partner = await makeSession(t.app, 'marchand');
      await makeAccount(db(), partner.row.id);
      const payout = await makePayout(db(), partner.row.id, 250_000);
      const list = (await call('GET', 'user/versements?etat=demandee', admin.token)).json();
      expect(list.data).toEqual([
        expect.objectContaining({
          id: payout.id,
          montant: 2500,
          marchand: {
            id: partner.row.id,
            designation_magasin: 'Boutique du Sahel',
            email: partner.row.email,
          },
          compte: { type: 'rib', titulaire: 'Karim Haddad', numero: '00799999001234567890', cle: null },
        }),
      ]);

      const missing = await call('POST', `user/versementPayer/${payout.id}`, admin.token, {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ reference: ['Le champ reference est obligatoire.'] });

      const paid = await call('POST', `user/versementPayer/${payout.id}`, admin.token, {
        reference: 'VIR-2026-118',
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({
        message: 'Versement marqué comme payé.',
        data: { etat: 'payee', reference: 'VIR-2026-118', motif: null },
      });
      expect(paid.json().data.traite_at).not.toBeNull();
      // Paying moves no money of the seller's: the request already took it.
      expect((await ledgerOf(partner.row.id)).map((e) => e.type)).toEqual(['versement']);
      const [mail] = await outbox();
      expect(mail.to).toBe(partner.row.email);
      expect(mail.subject).toBe(dzd('Versement de 2 500,00 DZD effectué'));
      expect(mail.text).toContain('Référence du virement : VIR-2026-118');

      for (const url of [`user/versementPayer/${payout.id}`, `user/versementRefuser/${payout.id}`]) {
        const again = await call('POST', url, admin.token, { reference: 'X', motif: 'Y' });
        expect(again.statusCode).toBe(422);
        expect(again.json()).toMatchObject({
          message: 'Ce versement a déjà été traité : seul un versement demandé peut être payé ou refusé.',
          code: 'payout_not_open',
        });
      }
      expect(
        (await call('POST', 'user/versementPayer/999999', admin.token, { reference: 'X' })).statusCode,
      ).toBe(404);
    });

    it('rejects one with its reason: the amount comes back with a versement_annule entry, and the partner is told', async () => {
      const admin = await makeSession(t.app, 'user');
      const partner = await makeSession(t.app, 'marchand');
      await payoutReadyStore(db(), partner.row.id, 500_000);
      const asked = (await call('POST', 'marchand/versementAdd', partner.token, { montant: 4000 })).json()
        .data;
      const noReason = await call('POST', `user/versementRefuser/${asked.id}`, admin.token, { motif: ' ' });
      expect(noReason.statusCode).toBe(422);
      expect(noReason.json().errors).toEqual({ motif: ['Le champ motif est obligatoire.'] });
      expect((await call('GET', 'user/versements?etat=ouverte', admin.token)).statusCode).toBe(422);
      const res = await call('POST', `user/versementRefuser/${asked.id}`, admin.token, {
        motif: 'Le titulaire du compte ne correspond pas au magasin.',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        etat: 'refusee',
        motif: 'Le titulaire du compte ne correspond pas au magasin.',
      });
      expect(await ledgerOf(partner.row.id)).toEqual([
        { type: 'ajustement', montant: 500_000, versementId: null },
        { type: 'versement', montant: -400_000, versementId: asked.id },
        { type: 'versement_annule', montant: 400_000, versementId: asked.id },
      ]);
      const mails = await outbox();
      expect(mails.map((m) => m.subject)).toEqual([
        dzd('Demande de versement de 4 000,00 DZD reçue'),
        dzd('Demande de versement de 4 000,00 DZD refusée'),
      ]);
      expect(mails[1].text).toContain('Motif : Le titulaire du compte ne correspond pas au magasin.');
      // The store may ask again: nothing is open and the money is back.
      expect((await call('POST', 'marchand/versementAdd', partner.token, { montant: 5000 })).statusCode).toBe(
        201,
      );
      // The ledger still adds up to the store's history (the backup check's invariant).
      const { violations } = await checkInvariants(db());
      expect(violations.ledger_not_orders).toEqual([]);
    });
  });
});
