/**
 * Commerce stores the gift pictures just after it starts (the seed's addresses answer 404 until then)
 * and then tells the edges, which drop the catalogue and received gifts they keep: a stack is ready
 * once that is done, as a running site's is, so that no test sees the announcement land mid-way.
 */
export async function giftPicturesStored(commerce: { picturesStored: Promise<void> }): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the gift pictures were not stored within 30 s')), 30_000);
  });
  try {
    await Promise.race([commerce.picturesStored, late]);
  } finally {
    clearTimeout(timer);
  }
}
