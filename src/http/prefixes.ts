// The service prefix table (protocol §12): the platform's www host puts these in front of the proto paths
// the spec lists. One base URL serves every service.

export const TOKEN_PATH = '/oauth2/token';
export const REDIRECTS = '/_api/redirects-api';
export const AUTHENTICATION = '/_api/iam/authentication';
export const VERIFICATION = '/_api/iam/verification';
export const RECOVERY = '/_api/iam/recovery';
export const CART = '/ecom';
/** The members service (protocol §1: `/v1/members/my` is `/members/v1/members/my`). */
export const MEMBERS = '/members';
export const CATALOG_READ = '/stores-reader';
export const CATALOG_WRITE = '/stores';
/** Catalog V3 reads and the catalog version (platform-2026.md §1.1). */
export const CATALOG_V3 = '/stores/v3';
/** Collections v2 reads have no prefix: the mapping table passes `/v2/collections…` through. */
export const COLLECTIONS_V2 = '';

/** A path segment from caller input, escaped so an id cannot reach into another path. */
export const segment = (value: string): string => encodeURIComponent(value);
