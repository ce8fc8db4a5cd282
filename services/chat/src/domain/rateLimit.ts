/** A token bucket held on the socket: `tokens` left at time `at` (ms). */
export interface Bucket {
  tokens: number;
  at: number;
}

/** Takes one token if there is one; refills at `perSecond` up to `burst`. Mutates the bucket. */
export function take(bucket: Bucket, now: number, perSecond: number, burst: number): boolean {
  const refill = ((now - bucket.at) / 1000) * perSecond;
  bucket.tokens = Math.min(burst, bucket.tokens + refill);
  bucket.at = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}
