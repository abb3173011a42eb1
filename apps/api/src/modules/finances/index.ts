/**
 * The finances module's public entry: the money calls (commissions, settings, balances, ledger,
 * settlements, adjustments, revenue) and the ledger writes the orders' transactions make.
 */
export { financesAdminRoutes, financesPartnerRoutes } from './finances.routes';
export { commissionsOf, settleOrderLedger } from './ledger.service';
