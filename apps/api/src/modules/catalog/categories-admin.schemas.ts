/**
 * Queries and replies of the administrator's category calls (docs/product/admin.md, Categories);
 * their payloads are in @souk/domain/category-schemas.
 */
