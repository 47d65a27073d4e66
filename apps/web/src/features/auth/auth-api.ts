import { api } from '@/api/http';
import type { Me, SessionResponse } from './me';

export const authApi = {
  login: (body: { username: string; password: string; captcha: string }) => api<SessionResponse>('/auth/login', { method: 'POST', body }),
  refresh: () => api<SessionResponse>('/auth/refresh', { method: 'POST' }),
  logout: () => api<void>('/auth/logout', { method: 'POST' }),
  me: () => api<Me>('/auth/me'),
  forgotPassword: (identifier: string) => api<{ message: string }>('/auth/forgot-password', { method: 'POST', body: { identifier } }),
  resetPassword: (body: { token: string; password: string; confirmPassword: string }) => api<void>('/auth/reset-password', { method: 'POST', body }),
  setDeveloperMode: (serialPromoCodesEnabled: boolean) => api<Me>('/auth/me/developer-mode', { method: 'PUT', body: { serialPromoCodesEnabled } }),
};
