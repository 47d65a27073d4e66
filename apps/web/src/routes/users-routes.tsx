import { UserEditPage, UserViewPage } from '@/features/users/user-pages';
import { UsersListPage } from '@/features/users/users-list-page';

/** `/users` */
export function UsersListRoute() {
  return <UsersListPage />;
}

/** `/users/edit/:userId` (create when `new` or empty) */
export function UserEditRoute() {
  return <UserEditPage />;
}

/** `/users/:userId` */
export function UserViewRoute() {
  return <UserViewPage />;
}
