import { ROLES, Role, type Scope } from '@farebox/domain';
import { getCountries, type CountryCode } from 'libphonenumber-js';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '@/api/api-error';
import { UNAUTHORIZED } from '@/app/guards';
import { Button } from '@/ui/button';
import { EditConflictNotice, conflictChanges, type ConflictChange } from '@/ui/edit-conflict-notice';
import { CheckboxField, FormErrorSummary, SelectField, TextField } from '@/ui/form-fields';
import { problemsResolver } from '@/ui/form-resolver';
import { useToast } from '@/ui/toast';
import { useCompanyOptions } from '@/features/companies/company-options.api';
import { UnlockUserButton } from './unlock-user-button';
import { usePermissions } from './use-permissions';
import { SCOPE_ADMIN_MESSAGE, validateUserForm, type UserFormValues } from './user-form.rules';
import type { UserDto, UserInput } from './user.types';
import { useSaveUser, useScopes } from './users.api';

function toValues(user: UserDto | undefined): UserFormValues {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    teamEmail: user?.teamEmail ?? '',
    password: '',
    role: user?.role ?? '',
    companyId: user?.company?.id ?? '',
    displayName: user?.displayName ?? '',
    country: user?.country ?? '',
    phone: user?.phone ?? '',
    isFullAdmin: user?.isFullAdmin ?? false,
    isActive: user?.isActive ?? true,
    scopes: user?.scopes ?? [],
  };
}

function toInput(values: UserFormValues, user: UserDto | undefined, sendScopes: boolean): UserInput {
  const input: UserInput = {
    username: values.username.trim(),
    email: values.email.trim(),
    teamEmail: values.teamEmail.trim(),
    role: values.role as Role,
    companyId: values.companyId || null,
    displayName: values.displayName.trim(),
    country: values.country || null,
    phone: values.phone.trim() || null,
    isFullAdmin: values.isFullAdmin,
    isActive: values.isActive,
  };
  if (values.password) input.password = values.password;
  if (sendScopes) input.scopes = values.scopes as Scope[];
  if (user) input.version = user.version;
  return input;
}

const FIELD_LABELS: Record<string, string> = {
  username: 'Username',
  email: 'E-mail',
  teamEmail: 'Team e-mail',
  password: 'Password',
  role: 'Role',
  companyId: 'Company',
  displayName: 'Display name',
  country: 'Country',
  phone: 'Phone',
  isFullAdmin: 'Full admin',
  isActive: 'Active',
  scopes: 'Scopes',
};

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

/** Create (no `user`) or edit form of a user. */
export function UserForm({ user, onReload }: { user?: UserDto; onReload?: () => Promise<unknown> }) {
  const creating = !user;
  const navigate = useNavigate();
  const { notify } = useToast();
  const { canEditScopes, isFullAdmin } = usePermissions();
  const companies = useCompanyOptions();
  const scopes = useScopes();
  const save = useSaveUser(user?.id);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const [reloading, setReloading] = useState(false);

  const resolver = useMemo(() => problemsResolver<UserFormValues>((v) => validateUserForm(v, { creating })), [creating]);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<UserFormValues>({ defaultValues: toValues(user), resolver });
  const role = useWatch({ control, name: 'role' });

  const countryOptions = useMemo(
    () =>
      getCountries()
        .map((code: CountryCode) => ({ value: code, label: `${regionNames?.of(code) ?? code} (${code})` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [],
  );

  const summary = Object.entries(errors)
    .filter(([, e]) => e?.message)
    .map(([field, e]) => ({ field: FIELD_LABELS[field] ?? field, message: String(e.message) }));

  const onSubmit = handleSubmit(async (values) => {
    setConflict(null);
    try {
      const saved = await save.mutateAsync(toInput(values, user, canEditScopes));
      notify({ kind: 'success', title: creating ? 'User created' : 'User updated', text: saved.username });
      void navigate(`/users/${saved.id}`);
    } catch (error) {
      const changes = conflictChanges(error);
      if (changes) {
        setConflict(changes);
        return;
      }
      if (error instanceof ApiError) {
        error.fieldErrors.forEach((f) => setError(f.field as keyof UserFormValues, { type: 'server', message: f.message }));
        // A refused save (read-admin may open the form, spec 2.3) is the catalogue's 'Unauthorized' notification.
        const title = error.status === 403 ? UNAUTHORIZED.title : error.statusText || `Error ${error.status}`;
        notify({ kind: 'error', title, text: error.body.message });
      } else {
        notify({ kind: 'error', title: 'Error Occurred' });
      }
    }
  });

  const reload = async () => {
    if (!onReload) return;
    setReloading(true);
    try {
      const latest = (await onReload()) as { data?: UserDto } | undefined;
      if (latest?.data) reset(toValues(latest.data));
      setConflict(null);
    } finally {
      setReloading(false);
    }
  };

  const roleOptions = ROLES.map((r) => ({ value: r, label: r }));
  const scopeList = scopes.data ?? [];

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={creating ? 'Create user' : 'Edit user'}>
      {conflict && <EditConflictNotice changes={conflict} onReload={() => void reload()} reloading={reloading} />}
      {isSubmitted && <FormErrorSummary errors={summary} />}
      <div className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <TextField label="Username" required autoComplete="off" error={errors.username?.message} {...register('username')} />
        <TextField label="Display name" error={errors.displayName?.message} {...register('displayName')} />
        <TextField label="E-mail" type="email" required autoComplete="off" error={errors.email?.message} {...register('email')} />
        <TextField label="Team e-mail" type="email" required autoComplete="off" error={errors.teamEmail?.message} {...register('teamEmail')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required={creating}
          hint={creating ? 'One uppercase letter, one lowercase letter, more than 8 characters.' : 'Leave empty to keep the current password.'}
          error={errors.password?.message}
          {...register('password')}
        />
        <SelectField label="Role" required placeholder="Choose a role" options={roleOptions} error={errors.role?.message} {...register('role')} />
        <SelectField
          label="Company"
          required={role === Role.Agent}
          placeholder="No company"
          options={companies.data ?? []}
          loadingOptions={companies.isPending}
          error={errors.companyId?.message}
          {...register('companyId')}
        />
        <SelectField label="Country" placeholder="Choose a country" options={countryOptions} error={errors.country?.message} {...register('country')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="off"
          hint="International format of the chosen country, e.g. +44 20 7946 0958"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <div className="flex flex-col gap-3 pt-6">
          <CheckboxField
            label="Full admin"
            disabled={!isFullAdmin}
            hint={isFullAdmin ? undefined : 'Only a full admin may change this flag.'}
            {...register('isFullAdmin')}
          />
          <CheckboxField label="Active" {...register('isActive')} />
        </div>
        <fieldset className="sm:col-span-2" aria-describedby={canEditScopes ? undefined : 'scopes-permission'} disabled={!canEditScopes}>
          <legend className="text-sm font-medium text-slate-800">Scopes</legend>
          {!canEditScopes && (
            <p id="scopes-permission" className="mt-1 text-sm text-slate-700">
              {SCOPE_ADMIN_MESSAGE}
            </p>
          )}
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {scopeList.map((s) => (
              <CheckboxField key={s} label={s} value={s} {...register('scopes')} />
            ))}
          </div>
        </fieldset>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={() => void navigate(user ? `/users/${user.id}` : '/users')}>
          Cancel
        </Button>
        {user?.loginLockoutExpiry && <UnlockUserButton user={user} />}
      </div>
    </form>
  );
}
