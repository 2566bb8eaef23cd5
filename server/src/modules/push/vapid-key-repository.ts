import webpush from 'web-push';
import type { Executor } from '../../db/client';
import { pushKeys } from '../../db/schema';

/**
 * The key pair generated for this installation, made once: the first instance's insert wins
 * and every instance reads the row back, so all sign with the key the browsers subscribed to.
 */
export async function storedKeys(db: Executor): Promise<{ publicKey: string; privateKey: string }> {
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(pushKeys)
    .values({ id: 1, ...generated })
    .onConflictDoNothing();
  const [row] = await db.select().from(pushKeys);
  if (!row) throw new Error('the VAPID key pair could not be stored');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}
