import type { Migration } from '@kindred/kit';
import { ledgerAndOrders } from './0001_ledger_and_orders';
import { catalogue } from './0002_catalogue';
import { staffConsole } from './0003_staff_console';
import { erasureCursor } from './0020_erasure_cursor';

/** In order; applied at start in development, by the migration Job in production. */
export const migrations: Migration[] = [ledgerAndOrders, catalogue, staffConsole, erasureCursor];
