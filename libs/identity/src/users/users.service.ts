import { Injectable } from '@nestjs/common';
import { hashPassword } from './password-hash.js';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, QueryFailedError, type EntityManager, type Repository } from 'typeorm';
import { Scope, hasScope, normalisePassword, normalisePhone, userFormProblems, type FieldProblem, type UserFormValues } from '@farebox/domain';
import {
  ChangeLogService,
  notFound,
  type ChangeLogEntryDto,
  takeOf,
  validationFailed,
  type AuthenticatedUser,
  type ChangeAuthor,
  type Page,
  escapeLike,
} from '@farebox/platform';
import { PrincipalCache } from '../access/principal-cache.js';
import { LoginAttemptsService } from '../auth/login-attempts.service.js';
import { SessionService } from '../sessions/session.service.js';
import { CompanyDirectory } from './company-directory.port.js';
import type { CreateUserDto, UpdateUserDto } from './dto/save-user.dto.js';
import type { UserCompanyDto, UserDto } from './dto/user.dto.js';
import type { UserListQueryDto } from './dto/user-list-query.dto.js';
import { User } from './user.entity.js';
import { emailTaken, fullAdminRequired, scopeAdminRequired, usernameTaken } from './user.errors.js';

export const USER_ENTITY_TYPE = 'user';
const COMPANY_NOT_FOUND = 'Company not found.';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

function authorOf(actor: AuthenticatedUser): ChangeAuthor {
  return { id: actor.id, name: actor.displayName || actor.username, email: actor.email };
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLogService,
    private readonly attempts: LoginAttemptsService,
    private readonly sessions: SessionService,
    private readonly principals: PrincipalCache,
    private readonly companies: CompanyDirectory,
  ) {}

  async list(query: UserListQueryDto): Promise<Page<UserDto>> {
    const qb = this.users.createQueryBuilder('u');
    const contains = (column: string, param: string, value: string | undefined) => {
      if (value && value.trim() !== '') qb.andWhere(`${column} ILIKE :${param} ESCAPE '\\'`, { [param]: `%${escapeLike(value.trim())}%` });
    };
    contains('u.email', 'email', query.email);
    contains('u.team_email', 'teamEmail', query.teamEmail);
    contains('u.username', 'username', query.username);
    contains('u.display_name', 'displayname', query.displayname);
    if (query.company) qb.andWhere('u.company_id = :company', { company: query.company });
    if (query.role && query.role.length > 0) qb.andWhere('u.role IN (:...roles)', { roles: query.role });
    qb.orderBy('lower(u.username)', 'ASC').addOrderBy('u.id', 'ASC').offset(query.offset).limit(takeOf(query));
    const [rows, total] = await qb.getManyAndCount();
    return { data: await this.toDtos(rows), meta: { limit: query.limit, offset: query.offset, total } };
  }

  /** Every saved change of the user, newest first (passwords only as masked entries). */
  async changeLogOf(id: string): Promise<ChangeLogEntryDto[]> {
    await this.find(id);
    return this.changeLog.entriesOf(USER_ENTITY_TYPE, id);
  }

  async get(id: string): Promise<UserDto> {
    return (await this.toDtos([await this.find(id)]))[0];
  }

  async create(dto: CreateUserDto, actor: AuthenticatedUser): Promise<UserDto> {
    const scopes = dto.scopes ?? [];
    if (scopes.length > 0 && !hasScope(actor, Scope.ScopeAdmin)) throw scopeAdminRequired();
    if (dto.isFullAdmin && !actor.isFullAdmin) throw fullAdminRequired();
    const values: UserFormValues = {
      username: dto.username ?? '',
      email: dto.email ?? '',
      teamEmail: dto.teamEmail ?? '',
      role: dto.role ?? '',
      companyId: dto.companyId ?? null,
      phone: dto.phone ?? null,
      country: dto.country ?? null,
      password: dto.password ?? '',
    };
    await this.validate(values, true);
    const id = await this.dataSource.transaction(async (manager) => {
      await this.assertUnique(manager, values.username, values.email, null);
      const passwordHash = await hashPassword(normalisePassword(values.password ?? ''));
      const saved = await this.translateUniqueViolation(() =>
        manager.save(
          manager.create(User, {
            username: values.username.trim(),
            email: values.email.trim(),
            teamEmail: values.teamEmail.trim(),
            displayName: (dto.displayName ?? '').trim(),
            role: dto.role,
            scopes,
            isFullAdmin: dto.isFullAdmin ?? false,
            isActive: dto.isActive ?? true,
            companyId: values.companyId ?? null,
            phone: this.phoneOf(values),
            country: values.country ?? null,
            passwordHash,
          }),
        ),
      );
      const { passwordHash: _hash, createdAt: _c, updatedAt: _u, id: _id, version: _v, ...fields } = saved;
      await this.changeLog.record(
        manager,
        USER_ENTITY_TYPE,
        saved.id,
        saved.version,
        authorOf(actor),
        Object.entries(fields).map(([field, to]) => ({ field, from: null, to })),
      );
      return saved.id;
    });
    return this.get(id);
  }

  async update(id: string, dto: UpdateUserDto, actor: AuthenticatedUser): Promise<UserDto> {
    const current = await this.find(id);
    if (dto.scopes !== undefined && !sameSet(dto.scopes, current.scopes) && !hasScope(actor, Scope.ScopeAdmin)) throw scopeAdminRequired();
    if (dto.isFullAdmin !== undefined && dto.isFullAdmin !== current.isFullAdmin && !actor.isFullAdmin) throw fullAdminRequired();
    const values: UserFormValues = {
      username: dto.username ?? current.username,
      email: dto.email ?? current.email,
      teamEmail: dto.teamEmail ?? current.teamEmail ?? '',
      role: dto.role ?? current.role,
      companyId: dto.companyId !== undefined ? dto.companyId : current.companyId,
      phone: dto.phone !== undefined ? dto.phone : current.phone,
      country: dto.country !== undefined ? dto.country : current.country,
      password: dto.password,
    };
    await this.validate(values, false);
    const patch: Partial<User> = {
      username: values.username.trim(),
      email: values.email.trim(),
      teamEmail: values.teamEmail.trim(),
      role: dto.role ?? current.role,
      companyId: values.companyId ?? null,
      phone: this.phoneOf(values),
      country: values.country ?? null,
    };
    if (dto.displayName !== undefined) patch.displayName = dto.displayName.trim();
    if (dto.scopes !== undefined) patch.scopes = dto.scopes;
    if (dto.isFullAdmin !== undefined) patch.isFullAdmin = dto.isFullAdmin;
    if (dto.isActive !== undefined) patch.isActive = dto.isActive;
    const newPassword = dto.password !== undefined && dto.password.trim() !== '' ? normalisePassword(dto.password) : null;

    await this.dataSource.transaction(async (manager) => {
      await this.assertUnique(manager, values.username, values.email, id);
      const updated = await this.translateUniqueViolation(() =>
        this.changeLog.updateVersioned<User>(manager, {
          entity: User,
          entityType: USER_ENTITY_TYPE,
          id,
          expectedVersion: dto.version,
          patch,
          author: authorOf(actor),
        }),
      );
      if (newPassword) {
        const version = updated.version + 1;
        await manager.update(User, { id }, { passwordHash: await hashPassword(newPassword), version });
        await this.changeLog.record(manager, USER_ENTITY_TYPE, id, version, authorOf(actor), [{ field: 'password', from: '********', to: '********' }]);
        // Whoever held the old password is signed out (the actor keeps the session it is saving from).
        await this.sessions.revokeAllOfUser(id, 'password-changed', manager, id === actor.id ? actor.sessionId : undefined);
      }
    });
    await this.principals.invalidateUser(id);
    return this.get(id);
  }

  /** Clears the failed-login count and the lock, in Redis (under the username and the e-mail) and on the row. */
  async unlock(id: string): Promise<UserDto> {
    await this.attempts.clear(await this.find(id));
    return this.get(id);
  }

  private async find(id: string): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw notFound('User');
    return user;
  }

  private phoneOf(values: UserFormValues): string | null {
    const phone = values.phone?.trim();
    if (!phone) return null;
    return normalisePhone(phone, values.country ?? '');
  }

  private async validate(values: UserFormValues, creating: boolean): Promise<void> {
    const problems: FieldProblem[] = userFormProblems(values, creating);
    if (values.companyId && !problems.some((p) => p.field === 'companyId')) {
      const found = await this.companies.summaries([values.companyId]);
      if (found.length === 0) problems.push({ field: 'companyId', message: COMPANY_NOT_FOUND });
    }
    if (problems.length > 0) throw validationFailed(problems, problems.map((p) => `${p.field}: ${p.message}`).join('; '));
  }

  private async assertUnique(manager: EntityManager, username: string, email: string, exceptId: string | null): Promise<void> {
    const clash = await manager
      .createQueryBuilder(User, 'u')
      .where(
        new Brackets((b) =>
          b.where('lower(u.username) = lower(:username)', { username: username.trim() }).orWhere('lower(u.email) = lower(:email)', { email: email.trim() }),
        ),
      )
      .andWhere(exceptId ? 'u.id <> :exceptId' : '1 = 1', { exceptId })
      .getMany();
    if (clash.some((u) => u.username.toLowerCase() === username.trim().toLowerCase())) throw usernameTaken();
    if (clash.length > 0) throw emailTaken();
  }

  private async translateUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof QueryFailedError && (err as { code?: string }).code === '23505') {
        const constraint = String((err as { constraint?: string }).constraint ?? '');
        throw constraint.includes('username') ? usernameTaken() : emailTaken();
      }
      throw err;
    }
  }

  private async toDtos(users: User[]): Promise<UserDto[]> {
    const companyIds = [...new Set(users.map((u) => u.companyId).filter((id): id is string => id !== null))];
    const companies = new Map<string, UserCompanyDto>();
    if (companyIds.length > 0) {
      for (const row of await this.companies.summaries(companyIds)) companies.set(row.id, { id: row.id, name: row.name });
    }
    return users.map((u) => ({
      id: u.id,
      username: u.username,
      email: u.email,
      displayName: u.displayName,
      teamEmail: u.teamEmail,
      phone: u.phone,
      country: u.country,
      role: u.role,
      scopes: u.scopes,
      isFullAdmin: u.isFullAdmin,
      isActive: u.isActive,
      company: u.companyId ? (companies.get(u.companyId) ?? null) : null,
      failedLoginAttempts: u.failedLoginAttempts,
      loginLockoutExpiry: u.loginLockoutExpiry,
      version: u.version,
      createdAt: u.createdAt,
      updatedAt: u.updatedAt,
    }));
  }
}
