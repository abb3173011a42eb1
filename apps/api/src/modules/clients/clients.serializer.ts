import { toDzd } from '@souk/domain/money';
import type { ClientAdminReply } from '@souk/domain/replies/clients';
import { serializeClient } from '../accounts/account.serializers';
import type { ClientWithFigures } from './clients.repository';

export function toClientAdminReply(row: ClientWithFigures): ClientAdminReply {
  return {
    ...serializeClient(row),
    valide: row.valide,
    nbr_commande: row.nbrCommande,
    depences: toDzd(row.depences),
  };
}
