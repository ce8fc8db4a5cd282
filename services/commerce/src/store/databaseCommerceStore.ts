import type { CommerceStore } from './commerceStore';
import { CommerceOrderTables } from './commerceOrderTables';

/**
 * CommerceStore on PostgreSQL, in the service's own schema, built by data area: the ledger
 * (commerceLedgerTables.ts), gifts (commerceGiftTables.ts) and orders (commerceOrderTables.ts), each
 * layer extending the one before so that gift sends and paid orders post to the ledger in their own
 * transaction.
 */
export class DatabaseCommerceStore extends CommerceOrderTables implements CommerceStore {}
