import { randomUUID } from 'node:crypto';
import { Role } from '@farebox/domain';
import { NotificationsService } from '@farebox/notifications';
import { createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import type { User } from '@farebox/identity';

describe('notifications API', () => {
  let t: TestApp;
  let me: User;
  let other: User;
  let myToken: string;
  let service: NotificationsService;

  beforeAll(async () => {
    t = await startTestApp();
    service = t.app.get(NotificationsService);
    me = await createUser(t, { role: Role.Agent });
    other = await createUser(t, { role: Role.Support });
    myToken = await tokenFor(t, me);
  }, 120_000);
  afterAll(() => t.close());

  const get = (token = myToken) => t.http.get('/api/notifications').set('Authorization', `Bearer ${token}`);

  it('refuses a caller without a token', async () => {
    const res = await t.http.get('/api/notifications');
    expect(res.status).toBe(401);
  });

  it("lists only the caller's own notifications, newest first", async () => {
    const first = await service.notify(null, me.id, { title: 'First', text: 'one', link: '/users' });
    await t.dataSource.query(`UPDATE notification SET created_at = now() - interval '1 hour' WHERE id = $1`, [first.id]);
    await service.notify(null, me.id, { title: 'Second', text: 'two', link: null });
    await service.notify(null, other.id, { title: 'Not mine', text: 'x' });

    const res = await get();
    expect(res.status).toBe(200);
    expect(res.body.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);
    expect(res.body[1]).toEqual({
      id: first.id,
      title: 'First',
      text: 'one',
      link: '/users',
      createdAt: expect.any(String),
      seen: false,
      opened: false,
    });
  });

  it('notify() inside a transaction rolls back with it', async () => {
    await expect(
      t.dataSource.transaction(async (manager) => {
        await service.notify(manager, me.id, { title: 'Rolled back', text: '' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const res = await get();
    expect(res.body.some((n: { title: string }) => n.title === 'Rolled back')).toBe(false);
  });

  it("PUT with ids marks those seen and answers the whole list; other users' ids are ignored", async () => {
    const mine = (await get()).body as { id: string; title: string }[];
    const theirs = await service.notify(null, other.id, { title: 'Theirs', text: '' });
    const target = mine.find((n) => n.title === 'First')!;
    const res = await t.http
      .put('/api/notifications')
      .set('Authorization', `Bearer ${myToken}`)
      .send({ ids: [target.id, theirs.id] });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(mine.length);
    const byTitle = Object.fromEntries(res.body.map((n: { title: string; seen: boolean }) => [n.title, n.seen]));
    expect(byTitle).toEqual({ First: true, Second: false });
    const [row] = await t.dataSource.query('SELECT seen FROM notification WHERE id = $1', [theirs.id]);
    expect(row.seen).toBe(false);
  });

  it('PUT with invalid ids is a validation error', async () => {
    const res = await t.http
      .put('/api/notifications')
      .set('Authorization', `Bearer ${myToken}`)
      .send({ ids: ['nope'] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationFailed');
  });

  it('PUT /:id marks one opened', async () => {
    const n = await service.notify(null, me.id, { title: 'Open me', text: 'go', link: '/companies' });
    const res = await t.http.put(`/api/notifications/${n.id}`).set('Authorization', `Bearer ${myToken}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: n.id, opened: true, seen: true, link: '/companies' });
  });

  it("PUT /:id of another user's notification or an unknown id answers 404", async () => {
    const theirs = await service.notify(null, other.id, { title: 'Private', text: '' });
    const res = await t.http.put(`/api/notifications/${theirs.id}`).set('Authorization', `Bearer ${myToken}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NotFound');
    const [row] = await t.dataSource.query('SELECT opened FROM notification WHERE id = $1', [theirs.id]);
    expect(row.opened).toBe(false);
    const unknown = await t.http.put(`/api/notifications/${randomUUID()}`).set('Authorization', `Bearer ${myToken}`);
    expect(unknown.status).toBe(404);
  });

  it('lets read-admin mark its own notifications (not a business write)', async () => {
    const reader = await createUser(t, { role: Role.ReadAdmin });
    const token = await tokenFor(t, reader);
    const n = await service.notify(null, reader.id, { title: 'For the reader', text: '' });
    const seen = await t.http
      .put('/api/notifications')
      .set('Authorization', `Bearer ${token}`)
      .send({ ids: [n.id] });
    expect(seen.status).toBe(200);
    expect(seen.body[0]).toMatchObject({ id: n.id, seen: true });
    const opened = await t.http.put(`/api/notifications/${n.id}`).set('Authorization', `Bearer ${token}`);
    expect(opened.status).toBe(200);
  });

  it('is open to every shell role but not to a traveler', async () => {
    const traveler = await createUser(t, { role: Role.Traveler });
    expect((await get(await tokenFor(t, traveler))).status).toBe(403);
    const editor = await createUser(t, { role: Role.ContentEditor });
    expect((await get(await tokenFor(t, editor))).status).toBe(200);
  });
});
