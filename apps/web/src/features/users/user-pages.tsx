import { Link, useParams } from 'react-router';
import { PageHeader } from '@/ui/page-header';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { usePermissions } from './use-permissions';
import { UserForm } from './user-form';
import { UserView } from './user-view';
import { useUser } from './users.api';

/** `/users/edit/:userId`: creates when the id is empty or `new`. */
export function UserEditPage() {
  const { userId } = useParams();
  const id = userId && userId !== 'new' ? userId : undefined;
  const { actor } = usePermissions();
  const user = useUser(id);
  const title = id ? `Edit user${user.data ? ` ${user.data.username}` : ''}` : 'Create user';
  return (
    <div>
      <PageHeader title={title}>
        <Link to="/users" className="text-sm text-sky-900 underline">
          Back to users
        </Link>
      </PageHeader>
      {!actor || (id && user.isPending) ? (
        <Loading label="Loading user…" />
      ) : id && user.isError ? (
        <ErrorState error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <UserForm key={user.data?.id ?? 'new'} user={user.data} onReload={() => user.refetch()} />
      )}
    </div>
  );
}

/** `/users/:userId`: read-only view. */
export function UserViewPage() {
  const { userId } = useParams();
  const user = useUser(userId);
  return (
    <div>
      <PageHeader title={user.data ? `User ${user.data.username}` : 'User'}>
        <Link to="/users" className="text-sm text-sky-900 underline">
          Back to users
        </Link>
      </PageHeader>
      {user.isPending ? (
        <Loading label="Loading user…" />
      ) : user.isError ? (
        <ErrorState error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <UserView user={user.data} />
      )}
    </div>
  );
}
