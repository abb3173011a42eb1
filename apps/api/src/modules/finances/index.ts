/**
 * The finances module's public entry: the money calls (commissions, settings, balances, ledger,
 * settlements, adjustments, revenue; payouts and the statement; the partner's months) and the ledger writes the orders'
 * transactions make.
 */
export { financesAdminRoutes, financesPartnerRoutes } from './finances.routes';
export { commissionsOf, readFinancesConfig, settleOrderLedger, writeRefundEntry } from './ledger.service';
export { partnerMonthsRoutes } from './partner-months.routes';
export { onPayoutSteps, type PayoutStep } from './payout-events';
export { payoutsAdminRoutes, payoutsPartnerRoutes } from './payouts.routes';
export { statementsPartnerRoutes } from './statements.routes';
