import { apiClient } from '@podbridge/shared/api';
import type { User, UserType } from '@podbridge/shared/types';

/** The answer of the account endpoints that only confirm (resend, password reset). */
export interface DetailResponse {
  detail: string;
}

export interface Registration {
  username: string;
  email: string;
  password: string;
  user_type: Extract<UserType, 'podcaster' | 'expert'>;
}

export async function registerAccount(registration: Registration): Promise<User> {
  const { data } = await apiClient.post<User>('/users/register/', registration);
  return data;
}

/** Single-use: a second call with the same token fails. */
export async function verifyEmail(token: string): Promise<{ message?: string }> {
  const { data } = await apiClient.get<{ message?: string }>(`/users/verify-email/${encodeURIComponent(token)}/`);
  return data;
}

/** Accepts a username or an email; answers the same whether or not the account exists. */
export async function resendVerification(usernameOrEmail: string): Promise<DetailResponse> {
  const { data } = await apiClient.post<DetailResponse>('/users/resend-verification/', { email: usernameOrEmail });
  return data;
}

/** Answers the same whether or not the address belongs to an account. */
export async function requestPasswordReset(email: string): Promise<DetailResponse> {
  const { data } = await apiClient.post<DetailResponse>('/users/password-reset/', { email });
  return data;
}

export async function confirmPasswordReset(token: string, password: string): Promise<DetailResponse> {
  const { data } = await apiClient.post<DetailResponse>('/users/password-reset/confirm/', { token, password });
  return data;
}
