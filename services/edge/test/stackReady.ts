import { Client } from 'pg';

/**
 * Commerce stores the gift pictures just after it starts (the seed's addresses answer 404 until then):
 * a stack is ready once they are, as a running site's are.
 */
export async function giftPicturesStored(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const { rows } = await client.query<{ done: boolean }>(
        'SELECT bool_and(picture_stored) AS done FROM commerce_svc.gifts',
      );
      if (rows[0]?.done) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the gift pictures were not stored within 30 s');
  } finally {
    await client.end();
  }
}
