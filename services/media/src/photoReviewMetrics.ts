import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { ReviewMetrics } from './domain/photoReview';
import type { PictureReviewStore } from './store/pictureReviewStore';

/**
 * kindred_photo_review_queue (pictures waiting, by kind: read from the table at each scrape, so every
 * replica reports the same figure), kindred_photo_review_seconds (upload to decision) and
 * kindred_photo_reuploads_refused_total (a picture staff rejected, uploaded again).
 */
export function photoReviewMetrics(registry: Registry, reviews: PictureReviewStore): ReviewMetrics {
  new Gauge({
    name: 'kindred_photo_review_queue',
    help: 'Avatars and album photos waiting for staff review',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const counts = await reviews.pendingCounts();
      for (const [kind, count] of Object.entries(counts)) this.set({ kind }, count);
    },
  });
  const latency = new Histogram({
    name: 'kindred_photo_review_seconds',
    help: 'From upload to the staff decision on a picture',
    labelNames: ['kind', 'decision'],
    buckets: [60, 300, 900, 3600, 4 * 3600, 12 * 3600, 24 * 3600, 72 * 3600],
    registers: [registry],
  });
  const refused = new Counter({
    name: 'kindred_photo_reuploads_refused_total',
    help: 'Uploads refused as a picture staff rejected before',
    labelNames: ['kind'],
    registers: [registry],
  });
  return {
    decided: (kind, approved, waitedSeconds) =>
      latency.observe({ kind, decision: approved ? 'approved' : 'rejected' }, waitedSeconds),
    refused: (kind) => refused.inc({ kind }),
  };
}
