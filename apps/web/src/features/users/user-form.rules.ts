import { USER_MESSAGES, userFormProblems, type FieldProblem } from '@farebox/domain';

/** What the user form holds (selects hold '' for "none"). */
export interface UserFormValues {
  username: string;
  email: string;
  teamEmail: string;
  password: string;
  role: string;
  companyId: string;
  displayName: string;
  country: string;
  phone: string;
  isFullAdmin: boolean;
  isActive: boolean;
  scopes: string[];
}

export const SCOPE_ADMIN_MESSAGE = USER_MESSAGES.scopeAdmin;

/** The shared user-form rule of @farebox/domain (the API runs the same one). */
export function validateUserForm(values: UserFormValues, { creating }: { creating: boolean }): FieldProblem[] {
  return userFormProblems(
    {
      username: values.username,
      email: values.email,
      teamEmail: values.teamEmail,
      role: values.role,
      companyId: values.companyId || null,
      phone: values.phone || null,
      country: values.country || null,
      password: values.password,
    },
    creating,
  );
}
