import type { ClientCouponReply } from '@souk/domain/client-schemas';
import { toDzd } from '@souk/domain/money';
import type { CouponRow } from './coupons.repository';

export function toCouponReply(c: CouponRow): ClientCouponReply {
  return {
    id: c.id,
    code: c.code,
    etat: c.etat === 'utilise' ? 'utilise' : 'non_utilise',
    expires_at: c.expiresAt.toISOString(),
    modelCoupon: { designation: c.model.designation, remise: toDzd(c.model.remise) },
  };
}
