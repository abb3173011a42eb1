import { toDzd } from '@souk/domain/money';
import { serializeClient } from '../accounts/account.serializers';
import type { ClientWithFigures } from './clients.repository';
import type { ClientAdminReply } from './clients.schemas';

export function toClientAdminReply(row: ClientWithFigures): ClientAdminReply {
  return {
    ...serializeClient(row),
    valide: row.valide,
    nbr_commande: row.nbrCommande,
    depences: toDzd(row.depences),
  };
}
