/** The cart module's public entry: its routes, the client's id of a request, the cart's stock lines. */
export { clientIdOf } from './cart.service';
export { cartClientRoutes } from './client.routes';
export {
  deleteCartLines,
  findStockLines,
  listCartLines,
  type StockLine,
  type VariantSousOption,
} from './stock-lines.repository';
