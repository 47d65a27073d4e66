import { jest } from '@jest/globals';
import { Role, Scope, SCOPES } from '@farebox/domain';
import { ChangeLogService } from '@farebox/platform';
import { createCompany, createUser, loginAs, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

// These tests sign in many times (captcha + argon2 each); shared test machines can be slow.
jest.setTimeout(180_000);

describe('users API', () => {
  let t: TestApp;
  let adminToken: string;
  let scopeAdminToken: string;
  let supportToken: string;
  let readAdminToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    adminToken = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }))}`;
    scopeAdminToken = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true, scopes: [Scope.ScopeAdmin] }))}`;
    supportToken = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    readAdminToken = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin }))}`;
  });
  afterAll(() => t.close());

  let seq = 0;
  const newUser = (overrides: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      username: `newuser${seq}x`,
      email: `new${seq}@example.test`,
      displayName: `New User ${seq}`,
      teamEmail: `team${seq}@example.test`,
      role: 'support',
      password: 'Goodpass9',
      ...overrides,
    };
  };
  const post = (body: unknown, token = adminToken) =>
    t.http
      .post('/api/users')
      .set('Authorization', token)
      .send(body as object);
  const put = (id: string, body: unknown, token = adminToken) =>
    t.http
      .put(`/api/users/${id}`)
      .set('Authorization', token)
      .send(body as object);

  describe('list', () => {
    it('filters by contains (case-insensitive) on email, team e-mail, username and display name, and pages', async () => {
      const company = await createCompany(t, { name: 'Filter Co' });
      const a = await createUser(t, {
        username: 'zetaAlpha',
        email: 'zeta.alpha@filter.test',
        teamEmail: 'ops@zeta.test',
        displayName: 'Zed Alpha',
        role: Role.Agent,
        companyId: company.id,
      });
      const b = await createUser(t, {
        username: 'zetaBeta',
        email: 'zeta.beta@filter.test',
        teamEmail: 'ops@zeta.test',
        displayName: 'Zed Beta',
        role: Role.Admin,
      });
      const get = (q: string, token = readAdminToken) => t.http.get(`/api/users?${q}`).set('Authorization', token);

      const byName = await get('username=ZETA');
      expect(byName.status).toBe(200);
      expect(byName.body.meta).toEqual({ limit: 20, offset: 0, total: 2 });
      expect(byName.body.data.map((u: { id: string }) => u.id)).toEqual([a.id, b.id]);
      expect(byName.body.data[0]).toEqual({
        id: a.id,
        username: 'zetaAlpha',
        email: 'zeta.alpha@filter.test',
        displayName: 'Zed Alpha',
        teamEmail: 'ops@zeta.test',
        phone: null,
        country: null,
        role: 'agent',
        scopes: [],
        isFullAdmin: false,
        isActive: true,
        company: { id: company.id, name: 'Filter Co' },
        failedLoginAttempts: 0,
        loginLockoutExpiry: null,
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect((await get('email=alpha@FILTER')).body.data.map((u: { id: string }) => u.id)).toEqual([a.id]);
      expect((await get('teamEmail=ops@zeta')).body.meta.total).toBe(2);
      expect((await get('displayname=zed%20b')).body.data.map((u: { id: string }) => u.id)).toEqual([b.id]);
      expect((await get(`company=${company.id}`)).body.data.map((u: { id: string }) => u.id)).toEqual([a.id]);
      expect((await get('username=zeta&role=agent,admin')).body.meta.total).toBe(2);
      expect((await get('username=zeta&role=admin')).body.data.map((u: { id: string }) => u.id)).toEqual([b.id]);
      const page2 = await get('username=zeta&limit=1&offset=1');
      expect(page2.body.meta).toEqual({ limit: 1, offset: 1, total: 2 });
      expect(page2.body.data.map((u: { id: string }) => u.id)).toEqual([b.id]);
      expect((await get('username=%25')).body.meta.total).toBe(0);
    });

    it('returns everything up to 1000 with limit 0 (pickers)', async () => {
      for (let i = 0; i < 3; i++) await createUser(t, { role: Role.Agent, companyId: (await createCompany(t)).id });
      const res = await t.http.get('/api/users?role=agent&limit=0').set('Authorization', supportToken);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBe(res.body.meta.total);
      expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    });

    it('refuses an unknown role and a company that is not an id', async () => {
      const res = await t.http.get('/api/users?role=agent,wizard').set('Authorization', adminToken);
      expect(res.status).toBe(400);
      expect((await t.http.get('/api/users?company=abc').set('Authorization', adminToken)).status).toBe(400);
    });

    it('is refused to agents and content editors', async () => {
      const editor = await createUser(t, { role: Role.ContentEditor });
      expect((await t.http.get('/api/users').set('Authorization', `Bearer ${await tokenFor(t, editor)}`)).status).toBe(403);
    });
  });

  describe('create', () => {
    it('creates a user who can then sign in, and answers the UserDto', async () => {
      const body = newUser({ phone: '020 7946 0958', country: 'gb' });
      const res = await post(body, supportToken);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        username: body.username,
        email: body.email,
        teamEmail: body.teamEmail,
        role: 'support',
        phone: '+442079460958',
        country: 'GB',
        version: 1,
        isActive: true,
      });
      expect(res.body).not.toHaveProperty('password');
      expect(res.body).not.toHaveProperty('passwordHash');
      const view = await t.http.get(`/api/users/${res.body.id}`).set('Authorization', readAdminToken);
      expect(view.status).toBe(200);
      expect(view.body.username).toBe(body.username);
      expect((await loginAs(t, body.username, 'Goodpass9')).res.status).toBe(200);
    });

    it('lists every missing required field with the spec message', async () => {
      const res = await post({});
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('ValidationFailed');
      expect(res.body.details).toEqual([
        { field: 'username', message: 'This field is required.' },
        { field: 'email', message: 'This field is required.' },
        { field: 'teamEmail', message: 'This field is required.' },
        { field: 'role', message: 'This field is required.' },
        { field: 'password', message: 'This field is required.' },
      ]);
    });

    it('checks username length, e-mails and the password rule', async () => {
      const res = await post(newUser({ username: 'x', email: 'bad', teamEmail: 'also bad', password: 'lowercase' }));
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        { field: 'username', message: 'Username must be between 2 and 50 characters.' },
        { field: 'email', message: 'Enter a valid e-mail address.' },
        { field: 'teamEmail', message: 'Enter a valid e-mail address.' },
        { field: 'password', message: 'Password must contain at least one uppercase letter.' },
      ]);
      expect((await post(newUser({ username: 'y'.repeat(51) }))).body.details).toEqual([
        { field: 'username', message: 'Username must be between 2 and 50 characters.' },
      ]);
      expect((await post(newUser({ password: 'Abcdefgh' }))).body.details).toEqual([
        { field: 'password', message: 'Password must be longer than 8 characters.' },
      ]);
      expect((await post(newUser({ password: 'ABCDEFGHI' }))).body.details).toEqual([
        { field: 'password', message: 'Password must contain at least one lowercase letter.' },
      ]);
      expect((await post(newUser({ role: 'wizard' }))).body.details).toEqual([{ field: 'role', message: 'This field is required.' }]);
    });

    it("checks the phone against the chosen country's format", async () => {
      expect((await post(newUser({ phone: '+44 20 7946 0958', country: 'US' }))).body.details).toEqual([
        { field: 'phone', message: "The phone number does not match the chosen country's international format." },
      ]);
      expect((await post(newUser({ phone: '+44 20 7946 0958' }))).body.details).toEqual([
        { field: 'phone', message: 'Choose the country of the phone number.' },
      ]);
      expect((await post(newUser({ phone: '+1 212 555 0123', country: 'US' }))).status).toBe(201);
    });

    it('requires an existing company for an agent', async () => {
      expect((await post(newUser({ role: 'agent' }))).body.details).toEqual([{ field: 'companyId', message: 'An agent must belong to a company.' }]);
      expect((await post(newUser({ role: 'agent', companyId: '00000000-0000-4000-8000-000000000999' }))).body.details).toEqual([
        { field: 'companyId', message: 'Company not found.' },
      ]);
      const company = await createCompany(t, { name: 'Agents Inc' });
      const res = await post(newUser({ role: 'agent', companyId: company.id }));
      expect(res.status).toBe(201);
      expect(res.body.company).toEqual({ id: company.id, name: 'Agents Inc' });
    });

    it('answers 409 with a clear message for a taken username or e-mail (case-insensitive)', async () => {
      const existing = await createUser(t, { username: 'TakenName', email: 'taken@example.test' });
      const name = await post(newUser({ username: 'takenname' }));
      expect(name.status).toBe(409);
      expect(name.body).toMatchObject({ code: 'UsernameTaken', message: 'This username is already taken.' });
      const email = await post(newUser({ email: 'TAKEN@example.test' }));
      expect(email.status).toBe(409);
      expect(email.body).toMatchObject({ code: 'EmailTaken', message: 'This e-mail address is already used by another user.' });
      expect(existing.id).toBeDefined();
    });

    it("sets scopes only with scope-admin, with the spec's message otherwise", async () => {
      const refused = await post(newUser({ scopes: ['finance-admin'] }));
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'ScopeAdminRequired', message: "Editing this field requires 'scope-admin' permission." });
      const ok = await post(newUser({ scopes: ['finance-admin', 'cco'] }), scopeAdminToken);
      expect(ok.status).toBe(201);
      expect(ok.body.scopes).toEqual(['finance-admin', 'cco']);
      expect((await post(newUser({ scopes: ['no-such-scope'] }), scopeAdminToken)).status).toBe(400);
    });

    it('lets only a full admin set isFullAdmin', async () => {
      const refused = await post(newUser({ isFullAdmin: true }), supportToken);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FullAdminRequired');
      expect((await post(newUser({ isFullAdmin: true }), adminToken)).body.isFullAdmin).toBe(true);
    });

    it('is refused to read-admin', async () => {
      expect((await post(newUser(), readAdminToken)).status).toBe(403);
    });
  });

  describe('edit', () => {
    it('saves from the current version, bumps it and writes the change log', async () => {
      const user = await createUser(t, { displayName: 'Before' });
      const res = await put(user.id, { version: 1, displayName: 'After', role: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ displayName: 'After', role: 'admin', version: 2 });
      const log = await t.app.get(ChangeLogService).list('user', user.id);
      expect(log[0].changes).toEqual(
        expect.arrayContaining([
          { field: 'displayName', from: 'Before', to: 'After' },
          { field: 'role', from: 'support', to: 'admin' },
        ]),
      );
    });

    it('answers 409 EditConflict with what changed when the version is stale', async () => {
      const user = await createUser(t, { displayName: 'Original' });
      expect((await put(user.id, { version: 1, displayName: 'First save' })).status).toBe(200);
      const stale = await put(user.id, { version: 1, displayName: 'Second save' });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('EditConflict');
      expect(stale.body.details).toMatchObject({ currentVersion: 2, changes: [{ field: 'displayName', from: 'Original', to: 'First save' }] });
      expect((await t.http.get(`/api/users/${user.id}`).set('Authorization', adminToken)).body.displayName).toBe('First save');
    });

    it('serves the change log newest first to staff (read-admin included), never the password itself', async () => {
      const user = await createUser(t, { displayName: 'Logged' });
      expect((await put(user.id, { version: 1, displayName: 'Logged twice' })).status).toBe(200);
      expect((await put(user.id, { version: 2, password: 'An0ther-Passw0rd!' })).status).toBe(200);
      const log = await t.http.get(`/api/users/${user.id}/change-log`).set('Authorization', readAdminToken).expect(200);
      expect(log.body.map((e: { changes: unknown[] }) => e.changes)).toEqual([
        [{ field: 'password', from: '********', to: '********' }],
        [{ field: 'displayName', from: 'Logged', to: 'Logged twice' }],
      ]);
      expect(log.body[0]).toMatchObject({ user: { name: expect.any(String) }, timestamp: expect.any(String) });
      expect((await t.http.get('/api/users/00000000-0000-4000-8000-000000000000/change-log').set('Authorization', adminToken)).status).toBe(404);
    });

    it('validates the merged form, and keeps the password unless a new one is given', async () => {
      const user = await createUser(t);
      expect((await put(user.id, { version: 1, email: 'nope' })).body.details).toEqual([{ field: 'email', message: 'Enter a valid e-mail address.' }]);
      expect((await put(user.id, { version: 1, password: 'short' })).status).toBe(400);
      expect((await put(user.id, { version: 1, role: 'agent' })).body.details).toEqual([{ field: 'companyId', message: 'An agent must belong to a company.' }]);
      const changed = await put(user.id, { version: 1, password: 'Newpassw0rd' });
      expect(changed.status).toBe(200);
      expect(changed.body.version).toBe(2);
      expect((await loginAs(t, user.username, 'Newpassw0rd')).res.status).toBe(200);
      const log = await t.app.get(ChangeLogService).list('user', user.id);
      expect(JSON.stringify(log)).not.toMatch(/argon2/);
    });

    it('changes scopes only with scope-admin; sending them unchanged is fine', async () => {
      const user = await createUser(t, { scopes: [Scope.Cco] });
      const refused = await put(user.id, { version: 1, scopes: ['cco', 'finance-ops'] });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("Editing this field requires 'scope-admin' permission.");
      expect((await put(user.id, { version: 1, scopes: ['cco'], displayName: 'Same scopes' })).status).toBe(200);
      const ok = await put(user.id, { version: 2, scopes: ['cco', 'finance-ops'] }, scopeAdminToken);
      expect(ok.status).toBe(200);
      expect(ok.body.scopes).toEqual(['cco', 'finance-ops']);
    });

    it('lets only a full admin change isFullAdmin', async () => {
      const user = await createUser(t);
      expect((await put(user.id, { version: 1, isFullAdmin: true }, supportToken)).status).toBe(403);
      expect((await put(user.id, { version: 1, isFullAdmin: true })).body.isFullAdmin).toBe(true);
    });

    it('refuses a username or e-mail of another user with 409', async () => {
      const other = await createUser(t);
      const user = await createUser(t);
      expect((await put(user.id, { version: 1, username: other.username.toUpperCase() })).body.code).toBe('UsernameTaken');
      expect((await put(user.id, { version: 1, email: other.email })).body.code).toBe('EmailTaken');
      expect((await put(user.id, { version: 1, username: user.username })).status).toBe(200);
    });

    it('answers 404 for an unknown user and 400 for a malformed id', async () => {
      expect((await put('00000000-0000-4000-8000-000000000999', { version: 1 })).status).toBe(404);
      expect((await t.http.get('/api/users/00000000-0000-4000-8000-000000000999').set('Authorization', adminToken)).status).toBe(404);
      expect((await t.http.get('/api/users/nope').set('Authorization', adminToken)).status).toBe(400);
    });

    it('is refused to read-admin', async () => {
      const user = await createUser(t);
      expect((await put(user.id, { version: 1, displayName: 'x' }, readAdminToken)).status).toBe(403);
    });
  });

  describe('GET /api/scopes', () => {
    it('lists every scope for staff', async () => {
      const res = await t.http.get('/api/scopes').set('Authorization', readAdminToken);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([...SCOPES]);
      expect(res.body).toContain('scope-admin');
    });
  });
});
