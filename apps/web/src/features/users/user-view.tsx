import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { CollapsibleChangeLog } from '@/ui/change-log-table';
import { formatTimestamp } from '@/ui/edit-conflict-notice';
import { ReadOnlyField } from '@/ui/form-fields';
import { UnlockUserButton } from './unlock-user-button';
import { usePermissions } from './use-permissions';
import { userChangeLogQuery } from './users.api';
import type { UserDto } from './user.types';

export function UserView({ user }: { user: UserDto }) {
  const { canWrite } = usePermissions();
  return (
    <div className="space-y-4">
      <dl className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <ReadOnlyField label="Username" value={user.username} />
        <ReadOnlyField label="Display name" value={user.displayName} />
        <ReadOnlyField label="E-mail" value={user.email} />
        <ReadOnlyField label="Team e-mail" value={user.teamEmail} />
        <ReadOnlyField label="Role" value={user.role} />
        <ReadOnlyField label="Company" value={user.company?.name} />
        <ReadOnlyField label="Country" value={user.country} />
        <ReadOnlyField label="Phone" value={user.phone} />
        <ReadOnlyField label="Full admin" value={user.isFullAdmin ? 'Yes' : 'No'} />
        <ReadOnlyField label="Active" value={user.isActive ? 'Yes' : 'No'} />
        <ReadOnlyField label="Scopes" value={user.scopes.join(', ')} />
        <ReadOnlyField label="Failed login attempts" value={String(user.failedLoginAttempts)} />
        <ReadOnlyField label="Locked out until" value={user.loginLockoutExpiry ? formatTimestamp(user.loginLockoutExpiry) : null} />
        <ReadOnlyField label="Updated" value={formatTimestamp(user.updatedAt)} />
      </dl>
      {canWrite && (
        <div className="flex flex-wrap gap-2">
          <Link to={`/users/edit/${user.id}`} className={buttonClasses('primary')}>
            Edit
          </Link>
          {user.loginLockoutExpiry && <UnlockUserButton user={user} />}
        </div>
      )}
      <CollapsibleChangeLog query={userChangeLogQuery(user.id)} />
    </div>
  );
}
