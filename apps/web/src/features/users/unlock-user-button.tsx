import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { useToast } from '@/ui/toast';
import type { UserDto } from './user.types';
import { useUnlockUser } from './users.api';

/** Shown when the user is locked out (loginLockoutExpiry set): clears the lockout. */
export function UnlockUserButton({ user }: { user: UserDto }) {
  const unlock = useUnlockUser(user.id);
  const { notify } = useToast();
  return (
    <Button
      variant="secondary"
      loading={unlock.isPending}
      onClick={() =>
        unlock.mutate(undefined, {
          onSuccess: () => notify({ kind: 'success', title: 'User unlocked', text: user.username }),
          onError: (error) =>
            notify({
              kind: 'error',
              title: error instanceof ApiError ? error.statusText || `Error ${error.status}` : 'Error Occurred',
              text: error instanceof ApiError ? error.body.message : undefined,
            }),
        })
      }
    >
      Unlock
    </Button>
  );
}
