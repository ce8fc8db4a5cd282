import { Redis, recordStaffReadOnce } from '../src';

describe('recordStaffReadOnce', () => {
  const redis = new Redis('redis://127.0.0.1:6379', { keyPrefix: `kit-staff-reads-${process.pid}:` });
  afterAll(() => redis.quit());

  it('records a read once per staff member, read and target in the window, and again after a failed write', async () => {
    const rows: string[] = [];
    const read = (staffId: number, targetId: number) =>
      recordStaffReadOnce(redis, staffId, { action: 'cs.chat_viewed', targetType: 'member', targetId }, async () => {
        rows.push(`${staffId}:${targetId}`);
      });
    await read(7, 100);
    await read(7, 100);
    await read(7, 101);
    await read(8, 100);
    expect(rows).toEqual(['7:100', '7:101', '8:100']);
    expect(await redis.ttl('audit:read:7:cs.chat_viewed:member:100')).toBeGreaterThan(290);

    const failing = () =>
      recordStaffReadOnce(redis, 9, { action: 'member.viewed', targetType: 'member', targetId: 5 }, async () => {
        throw new Error('audit log away');
      });
    await expect(failing()).rejects.toThrow('audit log away');
    // No row, no window: the next read records.
    await read(9, 5);
    await recordStaffReadOnce(redis, 9, { action: 'member.viewed', targetType: 'member', targetId: 5 }, async () => {
      rows.push('9:5 viewed');
    });
    expect(rows.slice(-2)).toEqual(['9:5', '9:5 viewed']);
  });
});
