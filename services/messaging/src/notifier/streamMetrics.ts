import { Counter, Gauge, type Registry } from 'prom-client';
import { NOTIFY_STREAM, type Logger, type Redis } from '@kindred/kit';

/**
 * The notifier's own metrics besides the deliveries (kindred_notifications_total): events handled or
 * left for a retry, and the consumer group's backlog, read from Redis at each scrape (XINFO GROUPS):
 * `lag` events no notifier has read yet, `pending` ones read but not acknowledged.
 */
export function streamMetrics(registry: Registry, redis: Redis, group: string, logger: Logger) {
  const events = new Counter({
    name: 'kindred_notifier_events_total',
    help: 'Events of the notify stream by outcome: handled (acknowledged) or failed (left for a retry)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  for (const outcome of ['handled', 'failed']) events.inc({ outcome }, 0);
  new Gauge({
    name: 'kindred_notifier_stream_backlog',
    help: "Events of the notify stream the notifiers' consumer group has not read (lag) or not acknowledged (pending)",
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      try {
        const groups = (await redis.xinfo('GROUPS', NOTIFY_STREAM)) as unknown[][];
        const ours = groups.map(fieldsOf).find((g) => g.name === group);
        if (!ours) return;
        this.set({ state: 'pending' }, Number(ours.pending ?? 0));
        // Redis 7 counts the lag; null while it cannot tell (entries deleted past the group's position).
        if (ours.lag !== null && ours.lag !== undefined) this.set({ state: 'lag' }, Number(ours.lag));
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'notify stream backlog unavailable');
      }
    },
  });
  return { events };
}

/** XINFO's flat [name, value, name, value...] reply as an object. */
function fieldsOf(reply: unknown[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (let i = 0; i + 1 < reply.length; i += 2) fields[String(reply[i])] = reply[i + 1];
  return fields;
}
