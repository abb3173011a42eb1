/** The accounts module's public entry: what other modules, the app and the cli use of it. */
export { serializeAdmin, serializeClient, serializeMarchand } from './account.serializers';
export {
  type AdminRow,
  type ClientRow,
  findAccountByEmail,
  findAccountById,
  insertAdmin,
  invalidatePasswordResets,
  isAccountActive,
  type MarchandRow,
  updatePassword,
} from './accounts.repository';
export { accountsModule } from './auth.routes';
