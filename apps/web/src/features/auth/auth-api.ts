import { client, data, type Schemas } from '@/api/http';

export const authApi = {
  login: (body: Schemas['LoginDto']) => data(client.POST('/api/auth/login', { body })),
  refresh: () => data(client.POST('/api/auth/refresh')),
  logout: () => data(client.POST('/api/auth/logout')),
  me: () => data(client.GET('/api/auth/me')),
  forgotPassword: (identifier: string) => data(client.POST('/api/auth/forgot-password', { body: { identifier } })),
  resetPassword: (body: Schemas['ResetPasswordDto']) => data(client.POST('/api/auth/reset-password', { body })),
  setDeveloperMode: (serialPromoCodesEnabled: boolean) => data(client.PUT('/api/auth/me/developer-mode', { body: { serialPromoCodesEnabled } })),
};
